/**
 * How an owning module tells the notifications module that a user's data behind their reminders changed (a habit, a
 * task, the time zone or day start), so only that user's reminders are planned again. Injected by buildApp: the
 * owners never import the notifications module, which reads them through their services.
 */
export interface RemindersHook {
  /**
   * Plans the user's reminders of `what` again (`user` as it is now); never throws: a failure is logged and the
   * hourly sweep repairs it.
   */
  changed(user: RemindersUser, what: 'habits' | 'tasks' | 'profile'): Promise<void>;
  /** The same for everything of the account (after an import). */
  accountChanged(userId: string): Promise<void>;
}

export interface RemindersUser {
  id: string;
  timezone: string;
  dayStartHour: number;
  weekStart: number;
  locale: 'en' | 'it' | null;
}
