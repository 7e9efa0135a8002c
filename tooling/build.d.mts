export function buildApp(
  app: { dir: string },
  options?: { outputPath?: string; mode?: string; patch?: (config: any, webpack: any) => void },
): Promise<{ app: string; seconds: number }>;
