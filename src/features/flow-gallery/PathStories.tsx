import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import type { FlowDocumentResponse } from '../../generated/api/flow-document.response';
import type { FlowLanguage } from './flow-language';

/**
 * The path stories of a flow: for each step, the shortest way there as a numbered list. A first
 * story that ends the flow is its main path (flows/render/stories.ts, mainOutcome): named so and open.
 */
export function PathStories(props: { doc: FlowDocumentResponse; language: FlowLanguage; technical: boolean }) {
  const { doc, language, technical } = props;
  const { t } = useTranslation('flows');
  return (
    <Stack spacing={1} component="section" aria-labelledby="path-stories-heading">
      <Typography id="path-stories-heading" component="h2" variant="h6">
        {t('diagram.stories')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('diagram.storiesIntro')}
      </Typography>
      <div>
        {doc.stories.map((story, index) => {
          const [start, ...steps] = story.steps[language];
          const main = index === 0 && doc.states.some((s) => s.path === story.state && s.type === 'final');
          return (
            <Accordion
              key={story.state}
              disableGutters
              variant="outlined"
              defaultExpanded={main}
              data-testid={main ? 'main-path-story' : undefined}
            >
              <AccordionSummary aria-controls={`story-${story.state}`} id={`story-${story.state}-heading`}>
                <Typography variant="subtitle2">
                  {t(main ? 'diagram.mainStoryTitle' : 'diagram.storyTitle', { state: story.title[language] })}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`story-${story.state}`}>
                <Typography variant="body2">{start}</Typography>
                {steps.length > 0 ? (
                  <ol style={{ margin: '4px 0 0', paddingLeft: 24 }}>
                    {steps.map((step, i) => (
                      <li key={i}>
                        <Typography variant="body2">{step}</Typography>
                        {technical ? (
                          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                            {story.technical[i]}
                          </Typography>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                ) : null}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </div>
    </Stack>
  );
}
