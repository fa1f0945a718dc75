// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentFooter } from './ContentFooter';

afterEach(cleanup);

describe('ContentFooter links (docs/admin.md#links)', () => {
  it('shows a link that breaks the link rule as text only; the others as links', () => {
    const links = [
      { label: 'About', to: '/company/harbour/page/about' },
      { label: 'Evil', to: '//evil.example' },
      { label: 'Backslash', to: '/\\evil.example' },
      { label: 'Script', to: 'javascript:alert(1)' },
      { label: 'Mail', to: 'mailto:help@example.com' },
      { label: 'Site', to: 'https://example.com' },
    ];
    render(
      <MemoryRouter>
        <ContentFooter
          blocks={[{ id: '1', document: { title: 'Links', links } }]}
          language="en-gb"
          fallbackLanguage="en-gb"
        />
      </MemoryRouter>,
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/company/harbour/page/about', 'mailto:help@example.com', 'https://example.com']);
    for (const text of ['Evil', 'Backslash', 'Script']) expect(screen.getByText(text).closest('a')).toBeNull();
  });
});
