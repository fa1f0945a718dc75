import type { ComponentType } from 'react';
import { FirstPaintDone } from '../first-paint';
import { DocumentTitle } from '../layouts/DocumentTitle';
import { ScreenTitleContext } from '../../navigation/screen-title';

/** What a route renders: its screen, with the screen's title for the tab and for the screen itself; its commit ends the server's first paint. */
export function RoutedScreen({ titleKey, screen: Screen }: { titleKey: string; screen: ComponentType }) {
  return (
    <ScreenTitleContext value={titleKey}>
      <DocumentTitle titleKey={titleKey} />
      <Screen />
      <FirstPaintDone />
    </ScreenTitleContext>
  );
}
