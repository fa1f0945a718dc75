import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  fetchFlowDocument,
  fetchFlowSvg,
  flowFileUrl,
  type FlowFileFormat,
  type FlowView,
} from '../../api/endpoints/flow-gallery';
import type { FlowDocumentResponse } from '../../generated/api/flow-document.response';
import { flowKeys } from '../../queries/query-keys';
import { useFlowLanguage } from './flow-language';
import { useLoaded } from './use-loaded';

export type DiagramMode = 'plain' | 'technical';

/**
 * The diagram screen's controller: the flow document and its SVG in the view shown (plain words in
 * the app's language, or the technical names), the state picked, and the download links.
 */
export function useFlowDiagram(tenant: string, flow: string) {
  const language = useFlowLanguage();
  const [search] = useSearchParams();
  const site = search.get('site') ?? '';
  const [mode, setMode] = useState<DiagramMode>('plain');
  const [selected, setSelected] = useState<string | null>(null);
  const view: FlowView = mode === 'technical' ? 'technical' : language;
  const flowDoc = useLoaded<FlowDocumentResponse>(flowKeys.document(tenant, site, flow), () =>
    fetchFlowDocument(tenant, site, flow),
  );
  const svg = useLoaded<string>(flowKeys.svg(tenant, site, flow, view), () => fetchFlowSvg(tenant, site, flow, view));
  const download = (format: FlowFileFormat) => flowFileUrl(tenant, site, flow, format, { view, download: true });
  return { language, site, mode, setMode, view, selected, select: setSelected, flowDoc, svg, download };
}

/** The arrows into and out of a state (including those of the states around it), in plain words. */
export function arrowsOf(doc: FlowDocumentResponse, path: string) {
  const within = (candidate: string) => candidate === path || candidate.startsWith(`${path}.`);
  return {
    in: doc.transitions.filter((t) => t.targets.some(within) && !within(t.source)),
    out: doc.transitions.filter(
      (t) => within(t.source) && (t.targets.length === 0 || t.targets.some((target) => !within(target))),
    ),
  };
}
