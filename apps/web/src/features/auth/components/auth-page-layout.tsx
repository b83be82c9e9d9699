import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../../components/brand/logo.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** The frame of the standalone auth pages (/forgot-password, /reset-password): logo, a card, calm space. */
export function AuthPageLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10">
      <Link href="/" className="rounded-xl">
        <Logo />
      </Link>
      <main className="flex w-full max-w-md flex-1 items-center py-8">
        <Card className="w-full p-6 sm:p-8">
          <div className="mb-6 grid gap-1.5">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
        </Card>
      </main>
    </div>
  );
}
