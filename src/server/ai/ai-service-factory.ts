import type { Database } from '../db/connect';
import type { DemoImagesService } from '../images/demo-images.service';
import { createImageLoader } from '../images/remote-image-loader';
import { createConfiguredProvider, type AiConfig } from './ai-config';
import { createAiService, type AiService } from './ai.service';

/** The AI service with the provider and image hosts the configuration names. */
export function createAiServiceFromConfig(
  config: AiConfig,
  db: Database,
  demoImages: DemoImagesService,
): AiService {
  return createAiService({
    db,
    provider: createConfiguredProvider(config),
    loadImage: createImageLoader({ demoImages, allowedHosts: config.imageHosts }),
  });
}
