import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { calls, isLanguage, RESULT, type Language } from '@puente/shared/contract';
import { message } from '@puente/shared/messages';
import { findUpload } from '../repositories/uploads';
import type { FileStore } from '../services/file-store';
import { storeUpload, UPLOAD_MAX_BYTES } from '../services/uploads';
import { BusinessError } from '../services/business-error';
import { envelopeFor, tokenOf } from './define-route';

/** uploadFile.json (multipart, reply `url`) and the files served back at /uploads/<name>. */
export async function uploadRoutes(app: FastifyInstance, options: { files: FileStore }) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 10 } });

  app.post(calls.uploadFile.path, async (request) => {
    let language: Language = 'english';
    let file: { bytes: Buffer; name: string } | null = null;
    if (!request.isMultipart()) return envelopeFor(new BusinessError('upload.malformed'), language);
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // One file a call: a second is read and dropped, never kept.
          const bytes = await part.toBuffer();
          file ??= { bytes, name: part.filename };
        } else if (part.fieldname === 'showLanguage' && isLanguage(part.value)) language = part.value;
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return envelopeFor(new BusinessError('upload.tooLarge'), language);
      // A truncated or garbled form, a bad boundary, too many parts: the caller is told, nothing is stored.
      request.log.info({ code: (error as { code?: string }).code }, 'unreadable upload');
      return envelopeFor(new BusinessError('upload.malformed'), language);
    }
    const session = await app.sessions.resolve(tokenOf(request));
    if (!session) return { result: RESULT.notLoggedIn, info: message('auth.pleaseLogin', language) };
    if (!file) return envelopeFor(new BusinessError('upload.missing'), language);
    try {
      const url = await storeUpload(app.db, options.files, session.user.id, file.bytes, file.name);
      return { result: RESULT.ok, url };
    } catch (error) {
      if (error instanceof BusinessError) return envelopeFor(error, language);
      throw error;
    }
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const row = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/.test(name) ? await findUpload(app.db, name) : undefined;
    const bytes = row ? await options.files.get(name) : null;
    if (!row || !bytes) return reply.status(404).send({ result: 0, info: 'Not found' });
    // The stored type, never sniffed by the browser, and no script can run from here.
    reply
      .header('content-type', row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable');
    if (row.mime === 'application/pdf') reply.header('content-disposition', `inline; filename="${encodeURIComponent(row.original_name || name)}"`);
    return reply.send(bytes);
  });
}
