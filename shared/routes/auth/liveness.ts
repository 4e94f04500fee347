import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { MAX_IMAGE_BODY_BYTES } from '../../schemas/auth/limits.js';
import { livenessBody, livenessLevel } from '../../schemas/auth/liveness.js';

export const liveness = accessRoute({
  method: 'POST', path: '/v1/auth/liveness', auth: 'access', domain: 'auth', handler: 'auth/liveness',
  schemas: { query: noQuery(), body: livenessBody, response: livenessLevel },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', faceDetector: true }, maxBodyBytes: MAX_IMAGE_BODY_BYTES,
  summary: 'Grades 2 to 8 ordered face captures by the head\'s ranges of motion (yaw, pitch, roll); a consumer\'s result is recorded on it.',
});
