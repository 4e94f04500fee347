import { endpoint } from '../../shared/http/endpoint.js';
import { checkFace } from '../../shared/liveness/face-check.js';
import { faceCheck as route } from '../../shared/routes/auth/face-check.js';

export const handler = endpoint(route, async ({ body }) => checkFace(body));
