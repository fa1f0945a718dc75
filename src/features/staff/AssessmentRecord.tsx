import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import type { StaffMemberSummary } from '../../generated/api/staff-member';
import { answerInLanguage } from '../../lib/question-list';
import { useTenant } from '../../tenant/use-tenant';

/**
 * The member's recorded assessments: each answer with the question as it was asked (in the staff
 * member's language while the questionnaire still asks it so), who and when.
 */
export function AssessmentRecord({ assessments }: { assessments: StaffMemberSummary['assessments'] }) {
  const { t, i18n } = useTranslation('staff');
  const { bundle } = useTenant();
  if (assessments.length === 0) return null;
  const inLanguage = (answer: StaffMemberSummary['assessments'][number]['answers'][number]) =>
    answerInLanguage(answer, bundle.tenant.cloud?.questionList, bundle.tenant.locale.defaultLanguage, i18n.language);
  return (
    <Stack spacing={2} data-testid="member-assessments">
      <Typography variant="h6" component="h3">
        {t('assess.record')}
      </Typography>
      {assessments.map((a) => (
        <Stack key={a.assessmentId} spacing={0.5} data-testid="member-assessment-entry">
          <Typography variant="body2" color="text.secondary">
            {t('assess.recordedBy', {
              name: a.staffName,
              at: new Date(a.recordedAt * 1000).toLocaleString(i18n.language),
              version: a.questionnaireVersion.slice(0, 8),
            })}
          </Typography>
          {a.answers.map((answer) => {
            const shown = inLanguage(answer);
            return (
              <Typography key={answer.questionId} variant="body2">
                <strong>{shown.question}</strong> {shown.option}
                {answer.note !== '' ? ` · ${answer.note}` : ''}
              </Typography>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
