/** The part of s3rver 3's API (CommonJS, no bundled types) the S3 storage contract uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets and objects are stored. */
    directory?: string;
    /** false: the bucket is the path's first segment (path-style requests), never taken from the host name. */
    vhostBuckets?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
