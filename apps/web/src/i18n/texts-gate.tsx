import { use, type ReactNode } from 'react';
import { loadTexts, textsLoaded, type Namespace } from './index';

/**
 * Renders its children once these feature catalogues are loaded, suspending until then (wrap it
 * in a Suspense). A render function keeps `t` calls of the children from running too early.
 */
export function TextsGate({
  namespaces,
  children,
}: {
  namespaces?: readonly Namespace[];
  children: () => ReactNode;
}) {
  if (!textsLoaded(namespaces)) use(loadTexts(namespaces));
  return children();
}
