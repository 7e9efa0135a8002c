import * as z from 'zod/mini';
import { NewPasswordSchema, PasswordSchema, PhoneSchema } from '../validators';
import { defineCall } from './define';

export const UserSchema = z.object({
  id: z.number().check(z.int()),
  /** Avatar URL. */
  head: z.string(),
  nickname: z.string(),
  /** Comma-separated authority codes; 11 is a product broker. */
  authority: z.string(),
  ifBroker: z.boolean(),
  phone: z.string(),
  username: z.nullable(z.string()),
  role: z.nullable(z.enum(['buyer', 'seller', 'operator'])),
  countryCode: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  /** Registration is complete once improveInfoForReg has been sent. */
  infoComplete: z.boolean(),
  email: z.string(),
});
export type User = z.infer<typeof UserSchema>;

const SessionReplySchema = z.object({ token: z.string(), user: UserSchema });
const EmptyReplySchema = z.object({});

const CodeSchema = z
  .string({ error: 'validation.codeRequired' })
  .check(z.trim(), z.minLength(1, { error: 'validation.codeRequired' }), z.regex(/^\d{4,8}$/, { error: 'auth.codeInvalid' }));
/** Country calling code, digits only (e.g. 55 for Brazil). */
const AreaSchema = z.optional(z.string().check(z.trim(), z.regex(/^\d{1,4}$/)));

export const SMS_CODE_TYPES = { register: 1, resetPassword: 2 } as const;

export const register = defineCall({
  path: '/api/register.json',
  auth: 'none',
  request: z.object({ phone: PhoneSchema, password: NewPasswordSchema, code: CodeSchema, area: AreaSchema }),
  reply: SessionReplySchema,
});

export const improveInfoForReg = defineCall({
  path: '/api/improveInfoForReg.json',
  auth: 'required',
  request: z.object({
    nickname: z
      .string({ error: 'validation.nicknameRequired' })
      .check(z.trim(), z.minLength(1, { error: 'validation.nicknameRequired' }), z.maxLength(40, { error: 'validation.nicknameTooLong' })),
    role: z.enum(['buyer', 'seller'], { error: 'validation.roleRequired' }),
    countryCode: z.string({ error: 'validation.countryRequired' }).check(z.trim(), z.regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' })),
    companyName: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  }),
  reply: z.object({ user: UserSchema }),
});

export const loginByPhone = defineCall({
  path: '/api/loginByPhone.json',
  auth: 'none',
  request: z.object({ phone: PhoneSchema, password: PasswordSchema }),
  reply: SessionReplySchema,
});

export const loginByUsername = defineCall({
  path: '/api/loginByUsername.json',
  auth: 'none',
  request: z.object({
    username: z
      .string({ error: (issue) => (issue.code === 'invalid_type' ? 'validation.usernameRequired' : undefined) })
      .check(z.trim(), z.minLength(1, { error: 'validation.usernameRequired' }), z.maxLength(60)),
    password: PasswordSchema,
  }),
  reply: SessionReplySchema,
});

export const logout = defineCall({
  path: '/api/logout.json',
  auth: 'optional',
  request: z.object({}),
  reply: EmptyReplySchema,
});

export const sendSmsCode = defineCall({
  path: '/api/common/sendSmsCode.json',
  auth: 'none',
  request: z.object({
    type: z.pipe(z.coerce.number(), z.union([z.literal(SMS_CODE_TYPES.register), z.literal(SMS_CODE_TYPES.resetPassword)])),
    phone: PhoneSchema,
    area: AreaSchema,
  }),
  reply: EmptyReplySchema,
});

export const updatePasswordByPhoneCode = defineCall({
  path: '/api/zlkjUser/updatePasswordByPhoneCode.json',
  auth: 'none',
  request: z.object({ phone: PhoneSchema, code: CodeSchema, password: NewPasswordSchema }),
  reply: EmptyReplySchema,
});

export const getUserInfo = defineCall({
  path: '/api/zlkjUser/getUserInfo.json',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ user: UserSchema }),
});

export const getUserRole = defineCall({
  path: '/api/zlkjUser/getUserRole.json',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ data: z.object({ userPermissions: z.array(z.object({ percode: z.string() })) }) }),
});
