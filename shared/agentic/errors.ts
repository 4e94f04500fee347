/** ACP's error codes as errors the agentic routes throw (protocol.ts turns them into ACP's error object). */
import { ApiError } from '../http/errors.js';

/** An error with ACP's own code (and, for version errors, the versions served). */
export class AcpError extends ApiError {
  constructor(status: number, readonly acpCode: string, message: string, readonly param?: string, headers: Record<string, string> = {}, readonly supportedVersions?: readonly string[]) {
    super(status, acpCode.toUpperCase(), message, [], {}, headers);
  }
}
