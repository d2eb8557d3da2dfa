/** The consent page's own components (components/oauth) rendered to HTML, as the page serves them. */
import { renderToStaticMarkup } from 'react-dom/server';
import { ConsentForm, type ConsentFormProps } from '../../components/oauth/consent-form';
import { ConsentNotice } from '../../components/oauth/consent-notice';

export const page = (body: string) => `<!DOCTYPE html><html><body><main>${body}</main></body></html>`;

/** The notice a refused request gets: its machine-readable marks, and the prose a person reads. */
export function noticeMarkup(n: { title: string; code?: string; description?: string; check?: string; prose?: string }): string {
  return renderToStaticMarkup(
    <ConsentNotice title={n.title} code={n.code} description={n.description} check={n.check}>
      {n.prose ? <p>{n.prose}</p> : null}
    </ConsentNotice>,
  );
}

export const formMarkup = (p: ConsentFormProps): string => renderToStaticMarkup(<ConsentForm {...p} />);
