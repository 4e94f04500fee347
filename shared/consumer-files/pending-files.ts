/**
 * Uploads that did not finish (docs/decisions/kyc-files.md, KYC-2). An upload writes its record
 * pending before the object and makes it active after; one that fails removes what it wrote here,
 * and one that died (a Lambda timeout, a killed process) leaves a pending record, with or without
 * its object, that the scheduled sweep (functions/consumers/pending-file-sweep.ts) removes once no
 * upload can still be running. Without this, an object no record names would be personal data
 * nobody can reach, list or delete.
 */
import { logger } from '../log.js';
import { deletePendingFileRecord, stalePendingFiles, type PendingFile } from './file-records.js';
import { deleteKycObjectVersions } from './kyc-objects.js';

/**
 * A pending file this old was created by an upload that has ended one way or another: a Lambda runs
 * for 15 minutes at most, and the upload dates its record when it starts.
 */
export const PENDING_FILE_STALE_AFTER_SECONDS = 15 * 60;
/** Files per run; the next run takes the rest. */
const SWEEP_LIMIT = 200;

/**
 * Removes a pending file: every version of its object (none when the upload died before writing
 * it), then the record, only while it is still pending. The record goes last, so a failure part-way
 * leaves it for the next sweep to find.
 */
export async function removePendingFile(file: Pick<PendingFile, 'consumerReference' | 'reference' | 'objectKey'>): Promise<void> {
  await deleteKycObjectVersions(file.objectKey);
  await deletePendingFileRecord(file.consumerReference, file.reference);
}

export interface PendingFileSweepOptions {
  now?: Date;
  /** No file is started after this moment (the scheduled run's own deadline); the rest wait for the next run. */
  stopAfter?: Date;
  /** Only these files (a test's own), still found through the index. */
  only?: readonly string[];
}

export interface PendingFileSweepResult {
  /** File references removed, object versions and record. */
  removed: string[];
  /** File references whose removal threw; their records stay for the next run. */
  failed: string[];
}

/** Removes the pending files older than PENDING_FILE_STALE_AFTER_SECONDS. */
export async function sweepPendingFiles(options: PendingFileSweepOptions = {}): Promise<PendingFileSweepResult> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - PENDING_FILE_STALE_AFTER_SECONDS * 1000);
  const result: PendingFileSweepResult = { removed: [], failed: [] };
  for (const file of await stalePendingFiles(before, SWEEP_LIMIT)) {
    if (options.only && !options.only.includes(file.reference)) continue;
    if (options.stopAfter && Date.now() >= options.stopAfter.getTime()) break;
    try {
      await removePendingFile(file);
      result.removed.push(file.reference);
    } catch (error) {
      // References and the error's name only: the record's other fields may name a person.
      logger.error('pending KYC file not removed', { fileReference: file.reference, error: error instanceof Error ? error.name : String(error) });
      result.failed.push(file.reference);
    }
  }
  if (result.removed.length > 0) logger.warn('pending KYC files removed', { removed: result.removed });
  return result;
}
