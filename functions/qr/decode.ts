import { endpoint } from '../../shared/http/endpoint.js';
import { decodeAnswer } from '../../shared/qr/decode-answer.js';
import { decode as route } from '../../shared/routes/qr/decode.js';

export const handler = endpoint(route, async ({ query }) => decodeAnswer(query.qrCodeData));
