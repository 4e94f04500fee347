// The floor wrapped in middy: what the handler chain's library costs by itself.
import middy from '@middy/core';
import { handler as floor } from '../floor.js';

export const handler = middy(floor);
