/** Set by the build (tooling/webpack.config.cjs). */
declare const __PUENTE_CONTRACT__: string;
declare const __PUENTE_APP__: string;
