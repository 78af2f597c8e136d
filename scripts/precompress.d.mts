// Types of precompress.mjs for the TypeScript tests that run it on a miniature web build.
export declare const MIN_BYTES: number;
export declare function precompressDir(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }>;
