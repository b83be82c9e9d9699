import { z } from 'zod';
import { code } from '../shared/errors';

/** SPEC.md 9 (Chat): what the device keeps and what the panel shows. */
export const CHAT_KEEP_MESSAGES = 50;
export const CHAT_KEEP_HISTORY = 20;
export const CHAT_PANEL_MESSAGES = 5;
export const CHAT_PANEL_CHARS = 150;
/** A chat title: at most 5 words, cut to 50 characters (SPEC.md 9). */
export const CHAT_TITLE_WORDS = 5;
export const CHAT_TITLE_CHARS = 50;
/** SPEC.md 8: the title when neither the model, the rules nor the first message give one. */
export const UNTITLED_CHAT = 'Untitled Chat';
/** SPEC.md 8: the assistant message shown when the chat call fails. */
export const CHAT_CONNECTION_ERROR = 'Sorry, there was a connection error. Please try again shortly.';

/** The longest message the server takes. */
export const CHAT_MESSAGE_MAX = 2000;
/** Earlier turns sent with a message (the model's context): at most this many, each at most this long. */
export const CHAT_HISTORY_MAX = 20;
export const CHAT_TURN_MAX = 8000;

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** Areas an assistant command can write to, and what it did. */
export const assistantActionAreas = ['tasks', 'money', 'mood', 'notes', 'habits'] as const;
export type AssistantActionArea = (typeof assistantActionAreas)[number];

/** Something the assistant did: the client links to it and refreshes the area's queries. */
export const assistantActionSchema = z.object({
  kind: z.enum(['created', 'completed']),
  area: z.enum(assistantActionAreas),
  /** The row created or changed. */
  id: z.string(),
  /** What to call it in a link ("Call mom", "12.50 Food"). */
  label: z.string(),
  /** Where it is shown in the app ("/tasks", "/money"). */
  href: z.string(),
});
export type AssistantAction = z.infer<typeof assistantActionSchema>;

export const chatTurnSchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(CHAT_TURN_MAX, code('assistant.turnTooLong')),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/**
 * POST /api/ai-assistant/chat. `purpose: 'title'` asks for a chat title for `message` (the chat's first user
 * message) instead of an answer: at most 5 words and 50 characters.
 */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: code('assistant.messageRequired') })
    .trim()
    .min(1, code('assistant.messageRequired'))
    .max(CHAT_MESSAGE_MAX, code('assistant.messageTooLong')),
  history: z.array(chatTurnSchema).max(CHAT_HISTORY_MAX, code('assistant.historyTooLong')).optional(),
  purpose: z.enum(['chat', 'title']).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The answer (markdown, no raw HTML) and what the assistant did. */
export const chatResponseSchema = z.object({
  response: z.string(),
  actions: z.array(assistantActionSchema).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** A message as the device keeps it (SPEC.md 3), with the actions of an assistant answer. */
export const chatMessageSchema = z.object({
  id: z.string().min(1),
  content: z.string(),
  role: chatRoleSchema,
  /** ISO instant. */
  timestamp: z.string().min(1),
  actions: z.array(assistantActionSchema).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A saved chat (SPEC.md 3). */
export const chatHistoryEntrySchema = z.object({
  id: z.string().min(1),
  messages: z.array(chatMessageSchema),
  timestamp: z.string().min(1),
  title: z.string(),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;
