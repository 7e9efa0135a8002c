declare const __PUENTE_CONTRACT__: string;
declare const __PUENTE_APP__: string;
