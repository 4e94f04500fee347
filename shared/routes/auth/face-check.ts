import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { faceCheckBody, faceCheckResult } from '../../schemas/auth/face-check.js';
import { MAX_IMAGE_BODY_BYTES } from '../../schemas/auth/limits.js';

export const faceCheck = accessRoute({
  method: 'POST', path: '/v1/auth/face-check', auth: 'access', domain: 'auth', handler: 'auth/face-check',
  schemas: { query: noQuery(), body: faceCheckBody, response: faceCheckResult },
  successStatus: 200, implemented: true, resources: { faceDetector: true }, maxBodyBytes: MAX_IMAGE_BODY_BYTES,
  summary: 'Counts faces in one image and reports quality problems (blur, exposure, mask, framing).',
});
