import { z } from 'zod';
import {
  changePasswordInput,
  deleteAccountInput,
  forgotPasswordInput,
  loginInput,
  messageOutput,
  onboardingInput,
  resetPasswordInput,
  signupInput,
  updateUserInput,
  userSchema,
} from './auth';

import {
  createHabitInput,
  createVacationInput,
  habitCompletionSchema,
  habitSchema,
  habitsStatsSchema,
  habitStatsSchema,
  heatmapStatsSchema,
  progressStatsSchema,
  reorderHabitsInput,
  setCompletionInput,
  toggleHabitInput,
  updateHabitInput,
  vacationSchema,
  weeklyStatsSchema,
} from './habits';
import {
  budgetAlertSchema,
  budgetThresholdInput,
  budgetThresholdSchema,
  createTransactionInput,
  importResultSchema,
  importTransactionsInput,
  moneySummarySchema,
  transactionSchema,
  updateTransactionInput,
} from './money';
import { createMoodInput, moodInsightsSchema, moodSchema, moodSummarySchema, updateMoodInput } from './mood';
import { createNoteInput, noteSchema, updateNoteInput } from './notes';
import { createTaskInput, quickAddTaskInput, taskCountsSchema, taskSchema, updateTaskInput } from './tasks';

export const healthOutput = z.object({ status: z.literal('ok'), database: z.literal('ok') });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Endpoint<I extends z.ZodType | undefined, O extends z.ZodType> {
  method: Method;
  path: string;
  input: I;
  output: O;
}
const endpoint = <I extends z.ZodType | undefined, O extends z.ZodType>(
  method: Method,
  path: string,
  input: I,
  output: O,
): Endpoint<I, O> => ({ method, path, input, output });

/** The endpoint map: the server registers these routes, the web client calls them. */
export const api = {
  health: endpoint('GET', '/api/health', undefined, healthOutput),
  auth: {
    /** The signed-in user, or null when signed out (SPEC.md 4: no user is an answer, not a failed request). */
    user: endpoint('GET', '/api/auth/user', undefined, userSchema.nullable()),
    signup: endpoint('POST', '/api/auth/signup', signupInput, userSchema),
    login: endpoint('POST', '/api/auth/login', loginInput, userSchema),
    logout: endpoint('POST', '/api/auth/logout', undefined, messageOutput),
    onboarding: endpoint('POST', '/api/auth/onboarding', onboardingInput, userSchema),
    forgotPassword: endpoint('POST', '/api/auth/forgot-password', forgotPasswordInput, messageOutput),
    resetPassword: endpoint('POST', '/api/auth/reset-password', resetPasswordInput, userSchema),
    changePassword: endpoint('POST', '/api/auth/change-password', changePasswordInput, messageOutput),
    updateUser: endpoint('PATCH', '/api/auth/user', updateUserInput, userSchema),
    deleteUser: endpoint('DELETE', '/api/auth/user', deleteAccountInput, messageOutput),
  },
  habits: {
    list: endpoint('GET', '/api/habits', undefined, z.array(habitSchema)),
    create: endpoint('POST', '/api/habits', createHabitInput, habitSchema),
    get: endpoint('GET', '/api/habits/:id', undefined, habitSchema),
    update: endpoint('PATCH', '/api/habits/:id', updateHabitInput, habitSchema),
    remove: endpoint('DELETE', '/api/habits/:id', undefined, messageOutput),
    reorder: endpoint('POST', '/api/habits/reorder', reorderHabitsInput, z.array(habitSchema)),
    completions: endpoint('GET', '/api/habits/completions', undefined, z.array(habitCompletionSchema)),
    toggle: endpoint('POST', '/api/habits/:id/toggle', toggleHabitInput, habitCompletionSchema),
    setCompletion: endpoint(
      'PUT',
      '/api/habits/:id/completions/:date',
      setCompletionInput,
      habitCompletionSchema,
    ),
    stats: endpoint('GET', '/api/habits/stats', undefined, habitsStatsSchema),
    weeklyStats: endpoint('GET', '/api/habits/weekly-stats', undefined, weeklyStatsSchema),
    progressStats: endpoint('GET', '/api/habits/progress-stats', undefined, progressStatsSchema),
    heatmapStats: endpoint('GET', '/api/habits/heatmap-stats', undefined, heatmapStatsSchema),
    habitStats: endpoint('GET', '/api/habits/:id/stats', undefined, habitStatsSchema),
  },
  vacations: {
    list: endpoint('GET', '/api/vacations', undefined, z.array(vacationSchema)),
    create: endpoint('POST', '/api/vacations', createVacationInput, vacationSchema),
    remove: endpoint('DELETE', '/api/vacations/:id', undefined, messageOutput),
  },
  tasks: {
    list: endpoint('GET', '/api/tasks', undefined, z.array(taskSchema)),
    create: endpoint('POST', '/api/tasks', createTaskInput, taskSchema),
    get: endpoint('GET', '/api/tasks/:id', undefined, taskSchema),
    update: endpoint('PATCH', '/api/tasks/:id', updateTaskInput, taskSchema),
    remove: endpoint('DELETE', '/api/tasks/:id', undefined, messageOutput),
    /** Typed text ("pay rent friday !high #home") read in the user's own today; answers the created task. */
    quickAdd: endpoint('POST', '/api/tasks/quick', quickAddTaskInput, taskSchema),
    counts: endpoint('GET', '/api/tasks/counts', undefined, taskCountsSchema),
  },
  transactions: {
    list: endpoint('GET', '/api/transactions', undefined, z.array(transactionSchema)),
    create: endpoint('POST', '/api/transactions', createTransactionInput, transactionSchema),
    get: endpoint('GET', '/api/transactions/:id', undefined, transactionSchema),
    update: endpoint('PATCH', '/api/transactions/:id', updateTransactionInput, transactionSchema),
    remove: endpoint('DELETE', '/api/transactions/:id', undefined, messageOutput),
    import: endpoint('POST', '/api/transactions/import', importTransactionsInput, importResultSchema),
  },
  money: {
    summary: endpoint('GET', '/api/money/summary', undefined, moneySummarySchema),
    budget: endpoint('GET', '/api/budget-threshold', undefined, budgetThresholdSchema),
    setBudget: endpoint('PUT', '/api/budget-threshold', budgetThresholdInput, budgetThresholdSchema),
    /** The budget alerts of the user's today (Home's alert cards); each id can be dismissed for the day. */
    alerts: endpoint('GET', '/api/money/alerts', undefined, z.array(budgetAlertSchema)),
  },
  moods: {
    list: endpoint('GET', '/api/moods', undefined, z.array(moodSchema)),
    create: endpoint('POST', '/api/moods', createMoodInput, moodSchema),
    get: endpoint('GET', '/api/moods/:id', undefined, moodSchema),
    update: endpoint('PATCH', '/api/moods/:id', updateMoodInput, moodSchema),
    remove: endpoint('DELETE', '/api/moods/:id', undefined, messageOutput),
    summary: endpoint('GET', '/api/moods/summary', undefined, moodSummarySchema),
    insights: endpoint('GET', '/api/moods/insights', undefined, moodInsightsSchema),
  },
  notes: {
    list: endpoint('GET', '/api/notes', undefined, z.array(noteSchema)),
    create: endpoint('POST', '/api/notes', createNoteInput, noteSchema),
    get: endpoint('GET', '/api/notes/:id', undefined, noteSchema),
    update: endpoint('PATCH', '/api/notes/:id', updateNoteInput, noteSchema),
    remove: endpoint('DELETE', '/api/notes/:id', undefined, messageOutput),
  },
} as const;

/** `GET /api/transactions/export.csv` answers text/csv, outside the JSON map. */
export const transactionsExportPath = '/api/transactions/export.csv';
