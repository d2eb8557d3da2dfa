/** The glossary as a definition list; each term has its own anchor (/#term-<id>). */
import { GLOSSARY } from '@/content/glossary';

export function Glossary() {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[13rem_1fr]" data-testid="glossary">
      {GLOSSARY.map((t) => (
        <div key={t.id} id={`term-${t.id}`} className="contents">
          <dt className="font-semibold text-stone-900">{t.term}</dt>
          <dd className="text-stone-700">{t.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
