declare const __PUENTE_CONTRACT__: string;
declare const __PUENTE_APP__: string;
declare const __PUENTE_BUILD__: { version: string; builtAt: string };
