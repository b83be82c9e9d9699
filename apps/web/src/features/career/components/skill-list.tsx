import { useTranslation } from 'react-i18next';
import { GraduationCap, Plus } from 'lucide-react';
import { skillGap, SKILL_LEVEL_MAX, type Skill } from '@track-grow/domain/career';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { Empty } from './goal-list.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';

interface SkillListProps {
  skills: readonly Skill[] | undefined;
  onAdd: () => void;
  onEdit: (skill: Skill) => void;
  onDelete: (skill: Skill) => void;
}

/** Skills grouped by category, each with its level, its target and the gap between them. */
export function SkillList({ skills, onAdd, onEdit, onDelete }: SkillListProps) {
  const { t } = useTranslation('career');
  const groups = new Map<string, Skill[]>();
  for (const skill of skills ?? []) {
    const key = skill.category ?? '';
    groups.set(key, [...(groups.get(key) ?? []), skill]);
  }
  const categories = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  return (
    <Card aria-labelledby="career-skills-title">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="career-skills-title">{t('skills.title')}</CardTitle>
        {skills && skills.length > 0 ? (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('skills.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {!skills ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : skills.length === 0 ? (
          <Empty
            icon={<GraduationCap aria-hidden="true" className="size-8 text-muted-foreground" />}
            text={t('skills.empty')}
          >
            <Button size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t('skills.add')}
            </Button>
          </Empty>
        ) : (
          <div className="grid gap-4">
            {categories.map((category) => (
              <section
                key={category}
                className="grid gap-1"
                aria-label={category || t('skills.uncategorised')}
              >
                <h3 className="text-xs font-semibold tracking-wide wrap-anywhere text-muted-foreground uppercase">
                  {category || t('skills.uncategorised')}
                </h3>
                <ul className="grid divide-y divide-border">
                  {groups.get(category)!.map((skill) => (
                    <SkillItem key={skill.id} skill={skill} onEdit={onEdit} onDelete={onDelete} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SkillItem({
  skill,
  onEdit,
  onDelete,
}: {
  skill: Skill;
  onEdit: (skill: Skill) => void;
  onDelete: (skill: Skill) => void;
}) {
  const { t } = useTranslation('career');
  const gap = skillGap(skill);
  return (
    <li className="flex items-center gap-2 py-2.5">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="truncate text-sm font-semibold">{skill.name}</p>
        <div
          className="flex gap-1"
          role="img"
          aria-label={t('skills.levels', { level: skill.level, target: skill.targetLevel })}
        >
          {Array.from({ length: SKILL_LEVEL_MAX }, (_, i) => (
            <span
              key={i}
              className={cn(
                'h-1.5 w-6 rounded-full',
                i < skill.level ? 'bg-primary' : i < skill.targetLevel ? 'bg-primary/25' : 'bg-secondary',
              )}
            />
          ))}
        </div>
        <p className={cn('text-xs', gap === 0 ? 'font-medium text-success' : 'text-muted-foreground')}>
          {gap === 0 ? t('skills.atTarget') : t('skills.gap', { count: gap })}
        </p>
      </div>
      <RowActions
        editLabel={t('skills.edit', { name: skill.name })}
        deleteLabel={t('skills.delete', { name: skill.name })}
        onEdit={() => onEdit(skill)}
        onDelete={() => onDelete(skill)}
      />
    </li>
  );
}
