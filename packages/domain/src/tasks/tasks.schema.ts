import { z } from 'zod';
import { code } from '../shared/errors';
import { dateString, tagList, timeOfDay, uuid } from '../shared/primitives';

export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const taskStatuses = ['todo', 'in_progress', 'completed', 'cancelled'] as const;
export const taskRecurrences = ['none', 'daily', 'weekly', 'monthly'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export type TaskStatus = (typeof taskStatuses)[number];
export type TaskRecurrence = (typeof taskRecurrences)[number];
/** The task screens (AREAS.md): Today (due today or overdue), Upcoming, All (open), Completed. */
export const taskViews = ['today', 'upcoming', 'all', 'completed'] as const;
export type TaskView = (typeof taskViews)[number];
/** The lists the server answers: the four views, and the cancelled tasks (which no view shows). */
export const taskListViews = [...taskViews, 'cancelled'] as const;
export type TaskListView = (typeof taskListViews)[number];

export const taskSchema = z.object({
  id: uuid,
  title: z.string(),
  notes: z.string().nullable(),
  dueDate: dateString.nullable(),
  dueTime: z.string().nullable(),
  priority: z.enum(taskPriorities),
  status: z.enum(taskStatuses),
  tags: z.array(z.string()),
  completedAt: z.string().nullable(),
  recurrence: z.enum(taskRecurrences),
  parentId: uuid.nullable(),
  /** The task that completing this recurring one created (null until then, or once that task is deleted). */
  nextOccurrenceId: uuid.nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

const taskFields = {
  title: z
    .string({ error: code('tasks.titleRequired') })
    .trim()
    .min(1, code('tasks.titleRequired'))
    .max(200, code('tasks.titleTooLong')),
  notes: z.string().max(5000, code('tasks.notesTooLong')).nullable(),
  dueDate: dateString.nullable(),
  dueTime: timeOfDay.nullable(),
  priority: z.enum(taskPriorities),
  status: z.enum(taskStatuses),
  tags: tagList,
  recurrence: z.enum(taskRecurrences),
  parentId: uuid.nullable(),
};

export const createTaskInput = z
  .object({
    ...taskFields,
    notes: taskFields.notes.optional(),
    dueDate: taskFields.dueDate.optional(),
    dueTime: taskFields.dueTime.optional(),
    priority: taskFields.priority.default('medium'),
    status: taskFields.status.default('todo'),
    tags: taskFields.tags.default([]),
    recurrence: taskFields.recurrence.default('none'),
    parentId: taskFields.parentId.optional(),
  })
  .refine((t) => !t.dueTime || t.dueDate, { error: code('tasks.timeNeedsDate'), path: ['dueTime'] })
  .refine((t) => t.recurrence === 'none' || t.dueDate, {
    error: code('tasks.repeatNeedsDate'),
    path: ['recurrence'],
  });
export type CreateTaskInput = z.input<typeof createTaskInput>;

export const updateTaskInput = z
  .object(taskFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateTaskInput = z.input<typeof updateTaskInput>;

/**
 * GET /api/tasks. With no view: every open task plus those completed in the last 30 days (what home and the
 * widgets read). `parentId` lists one task's subtasks. Pages: `limit` (default 500) and the `x-next-cursor`
 * header's value as `cursor`.
 */
export const taskListQuery = z.object({
  view: z.enum(taskListViews).optional(),
  tag: z.string().trim().toLowerCase().min(1).max(40).optional(),
  priority: z.enum(taskPriorities).optional(),
  parentId: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  cursor: z.string().max(200).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

/** POST /api/tasks/quick: typed text read by parseQuickAdd in the user's own today. */
export const quickAddTaskInput = z.object({
  text: z
    .string({ error: code('tasks.typeATask') })
    .trim()
    .min(1, code('tasks.typeATask'))
    .max(500, code('tasks.quickTooLong')),
});
export type QuickAddTaskInput = z.input<typeof quickAddTaskInput>;

/** GET /api/tasks/counts: the badge of each view, and how many of Today's tasks are overdue. */
export const taskCountsSchema = z.object({
  today: z.number().int(),
  upcoming: z.number().int(),
  all: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
  /** Open tasks due on the user's today, checklist items included: Home's Tasks reminder (SPEC.md 4). */
  dueToday: z.number().int(),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;
