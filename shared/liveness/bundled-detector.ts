/**
 * The detector that ships in the package: @vladmandic/human's BlazeFace (faces and boxes) and
 * FaceMesh (468 landmarks, from which it solves the head pose), on tfjs's WebAssembly backend. Its
 * weights and the .wasm binaries are files beside the package, read from disk: nothing is fetched
 * at run time (docs/decisions/liveness.md, LIV-1, LIV-2). The model loads once per container, on
 * the first image, and stays loaded.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as Tf from '@tensorflow/tfjs-core';
import type { Config, FaceResult, Human } from '@vladmandic/human';
import { loadFileOnUse, packageFolderOnUse } from '../load-on-use.js';
import type { DetectedFace, FaceDetector, Point } from './detector.js';
import type { DecodedImage } from './images.js';

/** The only models it loads (about 2 MB of weights): face boxes and the landmark mesh. */
const MODELS = { detector: 'blazeface.json', mesh: 'facemesh.json' };
/** Faces counted at most in one image, and the least confidence for one to count. */
const MAX_FACES = 10;
const MIN_CONFIDENCE = 0.5;

/** FaceMesh indices (MediaPipe's canonical mesh): the middle of the forehead, eye corners, mouth corners. */
const MESH = { forehead: 10, leftEye: [33, 133], rightEye: [362, 263], mouthLeft: 61, mouthRight: 291 } as const;

const DEGREES = 180 / Math.PI;
const modelScheme = 'file://';

/** Serves file:// model URLs from disk: this build of tfjs has no file loader, only fetch. */
function diskLoadRouter(tf: typeof Tf): Parameters<typeof Tf.io.registerLoadRouter>[0] {
  return (url: string | string[]) => {
    // tfjs asks every router and keeps those that answer; null is "not mine" (its own routers do the same).
    if (typeof url !== 'string' || !url.startsWith(modelScheme)) return null as unknown as Tf.io.IOHandler;
    const file = url.slice(modelScheme.length);
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8')) as Tf.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const parts = await Promise.all(manifest.flatMap((group) => group.paths).map((path) => readFile(join(dirname(file), path))));
          const all = Buffer.concat(parts);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)];
        });
      },
    };
  };
}

function config(): Partial<Config> {
  const models = join(packageFolderOnUse('@vladmandic/human'), 'models');
  const wasm = join(packageFolderOnUse('@tensorflow/tfjs-backend-wasm'), 'dist');
  const off = { enabled: false };
  return {
    backend: 'wasm',
    wasmPath: `${wasm}/`,
    modelBasePath: `${modelScheme}${models}/`,
    debug: false,
    // Still images: no result is carried over from one call to the next (the video caches).
    cacheSensitivity: 0,
    filter: { ...off } as Config['filter'],
    face: {
      enabled: true,
      detector: { enabled: true, modelPath: MODELS.detector, rotation: true, maxDetected: MAX_FACES, minConfidence: MIN_CONFIDENCE, skipFrames: 0, skipTime: 0 },
      mesh: { enabled: true, modelPath: MODELS.mesh },
      iris: { ...off }, attention: { ...off }, description: { ...off }, emotion: { ...off }, antispoof: { ...off }, liveness: { ...off }, gear: { ...off },
    } as Config['face'],
    body: { ...off } as Config['body'],
    hand: { ...off } as Config['hand'],
    object: { ...off } as Config['object'],
    gesture: { ...off },
    segmentation: { ...off } as Config['segmentation'],
  };
}

let loaded: Promise<Human> | undefined;

/** The model, loaded on the first call and kept for the life of the container. */
export function loadBundledModel(): Promise<Human> {
  loaded ??= (async () => {
    const { Human: HumanClass } = loadFileOnUse<{ Human: new (config: Partial<Config>) => Human }>('@vladmandic/human/dist/human.node-wasm.js');
    const human = new HumanClass(config());
    (human.tf as typeof Tf).io.registerLoadRouter(diskLoadRouter(human.tf as typeof Tf));
    await human.load();
    return human;
  })();
  loaded.catch(() => { loaded = undefined; });
  return loaded;
}

const point = (mesh: FaceResult['mesh'], index: number): Point | undefined => {
  const p = mesh[index];
  return p ? { x: p[0], y: p[1] } : undefined;
};
const midpoint = (mesh: FaceResult['mesh'], [a, b]: readonly [number, number]): Point | undefined => {
  const [p, q] = [point(mesh, a), point(mesh, b)];
  return p && q ? { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 } : undefined;
};

function toDetected(face: FaceResult): DetectedFace {
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const [left, top, width, height] = face.box;
  return {
    box: { left, top, width, height },
    confidence: face.boxScore,
    landmarks: {
      forehead: point(face.mesh, MESH.forehead),
      leftEye: midpoint(face.mesh, MESH.leftEye),
      rightEye: midpoint(face.mesh, MESH.rightEye),
      mouthLeft: point(face.mesh, MESH.mouthLeft),
      mouthRight: point(face.mesh, MESH.mouthRight),
    },
    pose: { yaw: angle.yaw * DEGREES, pitch: angle.pitch * DEGREES, roll: angle.roll * DEGREES },
    // The bundled models have no occlusion or mask output (LIV-8).
    occluded: undefined,
  };
}

/** One image at a time: tfjs's WebAssembly backend is single-threaded, and the local platform runs requests in one process. */
let queue: Promise<unknown> = Promise.resolve();

export const bundledDetector: FaceDetector = {
  name: 'bundled',
  async detect(image: DecodedImage): Promise<DetectedFace[]> {
    const human = await loadBundledModel();
    const run = queue.then(async () => {
      const tf = human.tf as typeof Tf;
      const tensor = tf.tensor3d(new Uint8Array(image.rgb.buffer, image.rgb.byteOffset, image.rgb.byteLength), [image.height, image.width, 3], 'int32');
      try {
        const result = await human.detect(tensor as unknown as Parameters<Human['detect']>[0]);
        return result.face.filter((f) => f.boxScore >= MIN_CONFIDENCE).map(toDetected);
      } finally {
        tensor.dispose();
      }
    });
    queue = run.catch(() => undefined);
    return run;
  },
};
