/**
 * Where an S3-compatible object store is and how to sign for it: read from the environment by the
 * core (config.ts), used by the uploads module's store and its signer (modules/uploads).
 */

/** An access key, and for temporary credentials (STS) the session token sent as x-amz-security-token. */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (STS) carry a session token, sent and signed as x-amz-security-token. */
  sessionToken?: string;
}

export interface S3Settings {
  /** https://s3.us-east-1.amazonaws.com, or a MinIO / Ceph / R2 endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: Credentials;
  /** An optional folder inside the bucket. */
  prefix?: string;
}
