import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { availableLanguages, translate, type Language } from '~/shared/i18n';
import { resolveLanguage } from './language';
import { isValidationKey, splitMessageKey } from '~/shared/i18n/core';

/** An error whose message is safe to show to the caller: `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The message in the caller's language: as given, unless the error knows its catalogue text. */
  messageIn(_lang: Language): string {
    return this.message;
  }
}

/**
 * An error worded from a catalogue: `message` is the English text (logs, in-process
 * callers), the answer is in the caller's language (the error handler asks `messageIn`).
 */
export class TranslatedHttpError extends HttpError {
  constructor(
    statusCode: number,
    private readonly textIn: (lang: Language) => string,
    headers: Record<string, string> = {},
  ) {
    super(statusCode, textIn('en'), headers);
  }

  override messageIn(lang: Language): string {
    return this.textIn(lang);
  }
}

/** A refusal worded by a catalogue key (`translate`'s), after `field: ` when it names one. */
export const refusal = (
  status: number,
  key: string,
  { field, vars, headers }: { field?: string; vars?: Record<string, unknown>; headers?: Record<string, string> } = {},
) => new TranslatedHttpError(status, (lang) => `${field ? `${field}: ` : ''}${translate(key, vars, lang)}`, headers);

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = translate('common:errors.notFound')) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A refused input: "field: message". The message is English here and is shown in the
 * caller's language by the error handler when it comes from a catalogue key.
 */
export class ValidationError extends HttpError {
  constructor(
    readonly field: string,
    readonly key: string | null,
    readonly vars: Record<string, unknown>,
    english: string,
  ) {
    super(400, `${field}: ${english}`);
  }

  override messageIn(lang: Language): string {
    return this.key ? `${this.field}: ${translate(this.key, { field: this.field, ...this.vars }, lang)}` : this.message;
  }
}

/** The first zod issue as a ValidationError naming the field. */
export function zodValidationError(error: z.ZodError): ValidationError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  if (!issue) return new ValidationError(field, 'common:errors.badRequest', {}, translate('common:errors.badRequest'));
  const { key: raw, vars: carried } = splitMessageKey(issue.message);
  const vars = { ...carried, ...('maximum' in issue ? { max: Number(issue.maximum).toLocaleString('en-US') } : {}) };
  if (isValidationKey(raw)) return new ValidationError(field, raw, vars, translate(raw, { field, ...vars }));
  const english =
    issue.code === 'invalid_type' ? `${field} is ${issue.input === undefined ? 'required' : 'of the wrong type'}` : raw;
  return new ValidationError(field, null, {}, english);
}

/** Turns the first zod issue into "field: message" in English. */
export const describeZodError = (error: z.ZodError): string => zodValidationError(error).message;

/** The path of the first text holding a NUL character, which PostgreSQL cannot store. */
export function findNulPath(value: unknown, path: (string | number)[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = findNulPath(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses with a shared zod schema; a refusal is 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const body = input === undefined || input === null ? {} : input;
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body: must be a JSON object');
  const nul = findNulPath(body);
  if (nul) throw new ValidationError(nul, 'validation:invalid', {}, translate('validation:invalid', { field: nul }));
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) throw zodValidationError(result.error);
  return result.data;
}

/**
 * What of an unexpected error goes to the log: its kind, the first line of its message,
 * its codes and its call stack. A failed query's values stay out (Drizzle puts them in
 * its message, stack and `params`, the driver in `detail`): they are what a visitor
 * typed, and a payment provider's error could carry the card it was given.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const firstLine = (s: unknown) => (typeof s === 'string' ? s.split('\n')[0]!.slice(0, 1000) : undefined);
  const frames = (s: unknown) =>
    typeof s === 'string'
      ? s
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .join('\n')
      : undefined;
  const e = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown };
  const cause = e.cause && typeof e.cause === 'object' ? (e.cause as typeof e) : undefined;
  // Small numbers and flags (statusCode, responseCode, errno...) say what happened without any text.
  const figures = Object.fromEntries(
    Object.entries(typeof error === 'object' && error ? error : {}).filter(
      ([, v]) => typeof v === 'boolean' || (Number.isInteger(v) && Math.abs(v as number) < 100_000),
    ),
  );
  return {
    ...figures,
    type: typeof e.name === 'string' ? e.name : typeof error,
    message: firstLine(e.message),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(cause ? { cause: { type: cause.name, message: firstLine(cause.message), code: cause.code } } : {}),
    stack: frames(e.stack),
  };
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the path,
 * `/api/%`): `{ message }` like every other error, not Fastify's own shape echoing the path.
 */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.code(400).send({ message: translate('common:errors.badRequest') });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Refusals in the caller's language (a page in French gets its payment refusal in French).
    if (error instanceof HttpError) {
      const message = error.messageIn(resolveLanguage(request, availableLanguages).lang);
      void reply.headers(error.headers).code(error.statusCode).send({ message });
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? translate('common:errors.invalidJson')
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? translate('common:errors.unsupportedMediaType')
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
              ? translate('common:errors.bodyTooLarge')
              : error.message || translate('common:errors.badRequest');
      void reply.code(status).send({ message });
      return;
    }
    // Values PostgreSQL refuses (bad encoding, out of range) are the caller's mistake.
    const sqlState =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (sqlState && /^22(021|P05|P02|003|007|008)$/.test(sqlState)) {
      void reply.code(400).send({ message: translate('common:errors.badRequest') });
      return;
    }
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send({ message: translate('common:errors.genericText') });
  });
}
