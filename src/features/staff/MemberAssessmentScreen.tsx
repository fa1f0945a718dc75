import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { RouterLink } from '../../components/RouterLink';
import type { StaffMemberSummary } from '../../generated/api/staff-member';
import { ASSESSMENT_NOTE_MAX_LENGTH } from '../../lib/limits';
import { askedQuestions, type AskedQuestion, type AssessmentAnswer } from '../../lib/question-list';
import { MessageAlert } from '../../messages/MessageAlert';
import { useTenant } from '../../tenant/use-tenant';
import { AssessmentRecord } from './AssessmentRecord';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { useMemberAssessment } from './use-member-assessment';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffScreen } from './use-staff-screen';

function AssessmentForm({
  memberId,
  questions,
  screen,
}: {
  memberId: string;
  questions: AskedQuestion[];
  screen: ReturnType<typeof useStaffScreen>;
}) {
  const { t } = useTranslation('staff');
  const [snapshot, send] = useMemberAssessment(screen.api, memberId, questions, screen.lock);
  const [answers, setAnswers] = useState<AssessmentAnswer[]>(() =>
    questions.map((q) => ({ questionId: q.id, option: '', note: '' })),
  );
  const update = (id: string, change: Partial<AssessmentAnswer>) =>
    setAnswers((list) => list.map((a) => (a.questionId === id ? { ...a, ...change } : a)));
  const saved = snapshot.context.saved?.member as StaffMemberSummary | undefined;
  if (snapshot.matches('saved') && saved) {
    return (
      <Stack spacing={2} data-testid="assessment-saved">
        <Typography role="status">{t('assess.saved', { name: `${saved.firstName} ${saved.lastName}` })}</Typography>
        <AssessmentRecord assessments={saved.assessments} />
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT', answers });
      }}
    >
      {questions.map((q) => {
        const answer = answers.find((a) => a.questionId === q.id);
        const noteMissing = snapshot.context.notesMissing.includes(q.id);
        return (
          <FormControl key={q.id} component="fieldset" data-testid={`question-${q.id}`}>
            <FormLabel component="legend" sx={{ fontSize: '1.1rem', color: 'text.primary', mb: 1 }}>
              {q.text}
            </FormLabel>
            <RadioGroup value={answer?.option ?? ''} onChange={(e) => update(q.id, { option: e.target.value })}>
              {q.options.map((option, i) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={q.labels[i] ?? option}
                  sx={{ minHeight: 48 }}
                />
              ))}
            </RadioGroup>
            {q.note !== 'none' && (
              <TextField
                label={q.note === 'required' ? t('assess.noteRequired') : t('assess.noteOptional')}
                required={q.note === 'required'}
                error={noteMissing}
                helperText={noteMissing ? t('assess.noteMissing') : undefined}
                value={answer?.note ?? ''}
                onChange={(e) => update(q.id, { note: e.target.value })}
                multiline
                minRows={2}
                sx={{ mt: 1 }}
                slotProps={{ htmlInput: { maxLength: ASSESSMENT_NOTE_MAX_LENGTH, 'data-testid': `note-${q.id}` } }}
              />
            )}
          </FormControl>
        );
      })}
      <MessageAlert message={snapshot.context.message} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={BIG_TARGET}
        disabled={snapshot.hasTag('processing')}
        data-testid="assessment-submit"
      >
        {t('assess.submit')}
      </Button>
    </Stack>
  );
}

/** staff/member/{memberId}/assess: member assessment with the tenant's questionList (docs/staff.md#member-assessment). */
export default function MemberAssessmentScreen() {
  const { t, i18n } = useTranslation(['staff', 'screens']);
  const { memberId = '' } = useParams();
  const { bundle } = useTenant();
  const screen = useStaffScreen();
  const questions = askedQuestions(
    bundle.tenant.cloud?.questionList,
    bundle.tenant.locale.defaultLanguage,
    i18n.language,
  );
  return (
    <StaffFrame title={t('screens:title.memberAssessment')} testId="member-assessment">
      {questions.length === 0 ? (
        <Typography>{t('assess.none')}</Typography>
      ) : (
        <AssessmentForm memberId={memberId} questions={questions} screen={screen} />
      )}
      <Button
        component={RouterLink}
        to={screen.href(STAFF_SCREENS.memberFind)}
        size="large"
        sx={{ ...BIG_TARGET, mt: 2 }}
        fullWidth
        data-testid="assessment-back"
      >
        {t('assess.back')}
      </Button>
    </StaffFrame>
  );
}
