/**
 * Builds the Fastify application: external plugins (errors, security, uploads, docs), then app
 * plugins (database + repositories, staff auth), then the routes. `server.ts` starts it; tests
 * and the benchmark call buildApp() with their own config and database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadConfig, type AppConfig } from './config/env.ts';
import type { Db } from './db/db.ts';
import { addSharedSchema, validatorCompiler } from './lib/validation.ts';
import errorsPlugin from './plugins/external/errors.ts';
import securityPlugin from './plugins/external/security.ts';
import uploadsPlugin from './plugins/external/uploads.ts';
import docsPlugin from './plugins/external/docs.ts';
import dbPlugin from './plugins/app/db.ts';
import authPlugin from './plugins/app/auth.ts';
import healthRoutes from './routes/health/index.ts';
import communicationsRoutes from './routes/communications/index.ts';
import hiringRequestsRoutes from './routes/hiring-requests/index.ts';
import publicActivitiesRoutes from './routes/public-activities/index.ts';
import publicHiringAdsRoutes from './routes/public-hiring-ads/index.ts';
import faqRoutes from './routes/faq/index.ts';
import newsletterRoutes from './routes/newsletter/index.ts';
import registrationsRoutes from './routes/registrations/index.ts';
import courseRegistrationsRoutes from './routes/course-registrations/index.ts';
import { ErrorResponse } from './schemas/common.ts';
import { Job, JobList } from './schemas/jobs.ts';
import { Activity, ActivityList, FaqEntry, FaqList } from './schemas/activities.ts';
import { Communication, CommunicationList } from './schemas/communications.ts';
import { HiringRequest, HiringRequestList } from './schemas/hiring-requests.ts';
import {
  CourseRegistration,
  CourseRegistrationList,
  Registration,
  RegistrationList,
  Subscription,
  SubscriptionList,
} from './schemas/forms.ts';

export interface BuildAppOptions {
  config?: AppConfig;
  /** An open, migrated database; when omitted the app opens (and closes) its own. */
  db?: Db;
  logger?: boolean;
}

const SHARED_SCHEMAS = [
  ErrorResponse,
  Job,
  JobList,
  Activity,
  ActivityList,
  FaqEntry,
  FaqList,
  Communication,
  CommunicationList,
  HiringRequest,
  HiringRequestList,
  Subscription,
  SubscriptionList,
  Registration,
  RegistrationList,
  CourseRegistration,
  CourseRegistrationList,
];
let sharedAdded = false;

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: false,
    // Long-polling or hung clients must not pin connections forever.
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Only JSON (and multipart, registered below) bodies are accepted: text/plain is a 415.
  app.removeContentTypeParser('text/plain');
  if (!sharedAdded) {
    for (const schema of SHARED_SCHEMAS) addSharedSchema(schema);
    sharedAdded = true;
  }
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  // External plugins
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(uploadsPlugin, { config });
  await app.register(docsPlugin);

  // App plugins
  await app.register(dbPlugin, { config, ...(options.db ? { db: options.db } : {}) });
  await app.register(authPlugin, { config });

  // Routes
  const publicWriteLimit = { max: config.publicWriteRateLimit, timeWindow: config.rateLimitWindowMs };
  await app.register(healthRoutes);
  await app.register(communicationsRoutes, { publicWriteLimit });
  await app.register(hiringRequestsRoutes, { publicWriteLimit });
  await app.register(publicActivitiesRoutes);
  await app.register(publicHiringAdsRoutes);
  await app.register(faqRoutes);
  await app.register(newsletterRoutes, { publicWriteLimit });
  await app.register(registrationsRoutes, { publicWriteLimit });
  await app.register(courseRegistrationsRoutes, { publicWriteLimit, uploadDir: config.uploadDir });

  return app;
}
