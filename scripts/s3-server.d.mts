export declare const S3RVER_KEYS: { accessKeyId: string; secretAccessKey: string };
export declare function startS3Server(options: {
  port?: number;
  directory: string;
  bucket: string;
}): Promise<{ endpoint: string; close: () => Promise<void> }>;
