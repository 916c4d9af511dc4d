// POST /api/upload/dispute-evidence: one image of evidence (private to the dispute's two sides and moderators).
import { uploadImage } from '../../../lib/upload-image.ts';

export const uploadEvidenceImage = (file: File, onProgress: (percent: number) => void) => uploadImage('/upload/dispute-evidence', file, onProgress);
