/** The kinds of consumer (KYC) file, shared by the upload body and the file results. */
import * as z from 'zod/mini';

// Three values are named by the interface (Unspecified, FaceImage, IdentityDocumentFront); the rest are ours.
export const FILE_TYPES = [
  'Unspecified', 'FaceImage', 'IdentityDocumentFront', 'IdentityDocumentBack', 'PassportPhotoPage',
  'DriversLicenceFront', 'DriversLicenceBack', 'ProofOfAddress', 'ProofOfIncome', 'BankStatement',
  'Signature', 'CompanyRegistrationDocument', 'TaxCertificate', 'ResidencePermit',
] as const;
export const fileType = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileType>;
