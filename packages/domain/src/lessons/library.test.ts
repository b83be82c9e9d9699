import { describe, expect, it } from 'vitest';
import { completeLessonInput, lessonParams, lessonSchema, lessonTopics } from './lessons.schema';
import { findLesson, lessonLibrary } from './library';
import { quotes } from './quotes';

describe('the lesson library', () => {
  it('holds at least 30 lessons with unique slug ids', () => {
    expect(lessonLibrary.length).toBeGreaterThanOrEqual(30);
    const ids = lessonLibrary.map((lesson) => lesson.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(lessonParams.safeParse({ lessonId: id }).success, id).toBe(true);
  });

  it.each(lessonLibrary.map((lesson) => [lesson.id, lesson] as const))(
    '%s has every field',
    (_id, lesson) => {
      expect(lessonSchema.parse(lesson)).toEqual(lesson);
      for (const text of [lesson.title, lesson.summary, lesson.question, ...lesson.examples])
        expect(text.trim().length).toBeGreaterThan(3);
      expect(lesson.examples).toHaveLength(2);
      expect(lesson.explanation.length).toBeGreaterThanOrEqual(2);
      expect(lesson.question.endsWith('?')).toBe(true);
    },
  );

  it('has lessons in every topic, and the models the brief names', () => {
    for (const topic of lessonTopics)
      expect(
        lessonLibrary.some((l) => l.topic === topic),
        topic,
      ).toBe(true);
    for (const id of ['first-principles', 'inversion', 'occams-razor', 'pareto-principle', 'compounding'])
      expect(findLesson(id)?.id).toBe(id);
    expect(findLesson('nope')).toBeUndefined();
  });

  it('accepts a completion only for a known lesson, with a bounded reflection', () => {
    expect(
      completeLessonInput.safeParse({ lessonId: 'inversion', reflection: ' ok ' }).data?.reflection,
    ).toBe('ok');
    const unknown = completeLessonInput.safeParse({ lessonId: 'made-up' });
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['lessonId'], message: 'lessons.unknownLesson' });
    const long = completeLessonInput.safeParse({ lessonId: 'inversion', reflection: 'x'.repeat(1001) });
    expect(long.error?.issues[0]?.message).toBe('lessons.reflectionTooLong');
  });
});

describe('the quotes', () => {
  it('hold at least 100 distinct quotes, each with an author', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(100);
    expect(new Set(quotes.map((quote) => quote.text)).size).toBe(quotes.length);
    for (const quote of quotes) {
      expect(quote.author.trim()).not.toBe('');
      expect(quote.text.length).toBeLessThanOrEqual(160);
    }
  });
});
