import path from 'node:path';
import { createRenderConfig } from '@edu/shared/build/render-config.mjs';

export default createRenderConfig({ dir: path.resolve(__dirname) });
