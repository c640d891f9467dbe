/**
 * Course registration: multipart/form-data with text fields and files. Everything is read and
 * checked in memory first (fields by the JSON schema, files by their bytes and sizes); only a
 * fully valid request writes files and rows, and a failed insert removes the written files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError, invalidFields, notFound, type FieldIssue } from '../../lib/errors.ts';
import { ajvErrorsToIssues, compileStandalone } from '../../lib/validation.ts';
import {
  UPLOAD_LIMITS,
  detectType,
  isUploadField,
  removeFiles,
  sanitizeFileName,
  sha256,
  storedPath,
  writeFiles,
  type PreparedFile,
  type UploadField,
} from '../../lib/uploads.ts';
import { errorResponses, IdParams, staffSecurity } from '../../schemas/common.ts';
import { AttachmentParams, CourseRegistrationFields, PageQuery, type CourseRegistrationFieldsT } from '../../schemas/forms.ts';

const validateFields = compileStandalone(CourseRegistrationFields);
const MB = 1024 * 1024;

interface RawFile {
  field: UploadField;
  filename: string | undefined;
  buffer: Buffer;
}

async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: RawFile[] = [];
  const issues: FieldIssue[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!isUploadField(part.fieldname)) {
        part.file.resume();
        issues.push({ field: part.fieldname, rule: 'unknownField' });
        continue;
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const limit = UPLOAD_LIMITS.fields[part.fieldname].maxBytes / MB;
          throw new ApiError(413, 'fileTooLarge', {}, { appMessages: [{ key: 'fileTooLarge', params: { name: part.fieldname, limit } }] });
        }
        throw err;
      }
      // Browsers send an empty part for an empty file input: treat it as "no file".
      if (buffer.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, buffer });
    } else {
      if (part.valueTruncated) issues.push({ field: part.fieldname, rule: 'maxLength', params: { limit: 2000 } });
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files, issues };
}

const courseRegistrations: FastifyPluginAsyncTypebox<{ publicWriteLimit: object; uploadDir: string }> = async (app, opts) => {
  const repo = app.repos.forms;
  const { uploadDir } = opts;

  app.post(
    '/api/course-registrations',
    {
      config: { form: 'courseRegistration', rateLimit: opts.publicWriteLimit },
      schema: {
        tags: ['course-registrations'],
        summary: 'Course registration with attachments (multipart/form-data, public)',
        description:
          'Text fields as in CourseRegistrationFields; files: profilePicture (1, JPEG/PNG/WebP, ≤5 MB), certificates (1–10, PDF/JPEG/PNG/WebP, ≤10 MB each), cv (1, PDF/DOCX, ≤10 MB); ≤40 MB in total. Types are detected from the content.',
        consumes: ['multipart/form-data'],
        response: { 201: Type.Ref('CourseRegistration'), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, 'multipartRequired');
      const { fields, files, issues } = await readMultipart(request);

      const data: Record<string, unknown> = { ...fields };
      if (!validateFields(data)) issues.push(...ajvErrorsToIssues(validateFields.errors ?? [], data));
      const values = data as unknown as CourseRegistrationFieldsT;
      if (typeof values.birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) && values.birthDate > new Date().toISOString().slice(0, 10)) {
        issues.push({ field: 'birthDate', rule: 'notInFuture' });
      }

      // Files: count, size and detected type per field.
      const appMessages: { key: 'fileTypeNotAllowed' | 'fileTooLarge' | 'tooManyFiles' | 'fileRequired' | 'totalTooLarge' | 'oneFileOnly'; params?: Record<string, unknown> }[] = [];
      let oversize = false;
      const prepared: PreparedFile[] = [];
      for (const [field, rule] of Object.entries(UPLOAD_LIMITS.fields) as [UploadField, (typeof UPLOAD_LIMITS.fields)[UploadField]][]) {
        const mine = files.filter((f) => f.field === field);
        if (mine.length < rule.min) appMessages.push({ key: 'fileRequired', params: { name: field } });
        if (mine.length > rule.max) appMessages.push({ key: rule.max === 1 ? 'oneFileOnly' : 'tooManyFiles', params: { name: field, limit: rule.max } });
        for (const f of mine) {
          if (f.buffer.length > rule.maxBytes) {
            oversize = true;
            appMessages.push({ key: 'fileTooLarge', params: { name: field, limit: rule.maxBytes / MB } });
            continue;
          }
          const type = await detectType(f.buffer);
          if (!type || !(rule.mimes as readonly string[]).includes(type.mime)) {
            appMessages.push({ key: 'fileTypeNotAllowed', params: { name: field, allowed: rule.allowed } });
            continue;
          }
          prepared.push({
            kind: rule.kind,
            buffer: f.buffer,
            originalName: sanitizeFileName(f.filename),
            mime: type.mime,
            ext: type.ext,
            storedName: `${crypto.randomUUID()}.${type.ext}`,
            sha256: sha256(f.buffer),
          });
        }
      }
      const total = files.reduce((sum, f) => sum + f.buffer.length, 0);
      if (total > UPLOAD_LIMITS.totalBytes) {
        oversize = true;
        appMessages.push({ key: 'totalTooLarge', params: { limit: UPLOAD_LIMITS.totalBytes / MB } });
      }

      if (issues.length || appMessages.length) {
        if (issues.length && !appMessages.length) throw invalidFields(issues);
        // Field issues and file problems are reported together; translated by the error handler.
        throw new ApiError(oversize ? 413 : 400, 'validationFailed', {}, { issues, appMessages });
      }

      await writeFiles(uploadDir, prepared);
      try {
        const created = await repo.createCourseRegistration(values, prepared);
        return reply.code(201).send(created);
      } catch (err) {
        await removeFiles(prepared.map((f) => path.join(uploadDir, f.storedName)));
        throw err;
      }
    },
  );

  app.get(
    '/api/course-registrations',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['course-registrations'],
        security: staffSecurity,
        querystring: PageQuery,
        response: { 200: Type.Ref('CourseRegistrationList'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repo.listCourseRegistrations(request.query.skip, request.query.limit),
  );

  app.get(
    '/api/course-registrations/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['course-registrations'],
        security: staffSecurity,
        params: IdParams,
        response: { 200: Type.Ref('CourseRegistration'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => (await repo.getCourseRegistration(request.params.id)) ?? Promise.reject(notFound('registrationNotFound')),
  );

  app.get(
    '/api/course-registrations/:id/attachments/:attachmentId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['course-registrations'],
        summary: 'Download an attachment (stored detected type, as attachment, nosniff)',
        security: staffSecurity,
        params: AttachmentParams,
        response: { 200: Type.Unknown({ description: 'File bytes' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const att = await repo.getAttachment(request.params.id, request.params.attachmentId);
      if (!att) throw notFound('attachmentNotFound');
      const file = storedPath(uploadDir, att.storedName);
      if (!fs.existsSync(file)) throw notFound('attachmentNotFound');
      const asciiName = att.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', att.mimeType)
        .header('Content-Length', att.sizeBytes)
        .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(att.originalName)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );
};
export default courseRegistrations;
