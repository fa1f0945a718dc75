import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const memberAssessmentLabels: MachineLabels = {
  flow: l(
    [
      'Member assessment',
      "Staff record a member's answers to the brand's questions; a question may ask for a note, and the answers are kept with the questionnaire's version.",
    ],
    ['会员评估', '员工记录会员对品牌问题的回答；部分问题需要备注，回答与问卷版本一同保存。'],
  ),
  states: {
    answering: l(
      ['Answering', 'Each question with its options, and a note field where the question allows or asks for one.'],
      ['作答', '每个问题及其选项；问题允许或要求时显示备注栏。'],
    ),
    saving: l(
      [
        'Saving the answers',
        "The server checks the answers the same way and stores them with the questionnaire's version.",
      ],
      ['正在保存回答', '服务器以相同规则核对回答，并与问卷版本一同保存。'],
    ),
    saved: l(['Saved', "The answers are on the member's record."], ['已保存', '回答已记入会员档案。']),
  },
  events: {
    SUBMIT: l(['Save answers', 'Staff send the answers.'], ['保存回答', '员工提交回答。']),
  },
  guards: {
    answersInvalid: l(
      ['answers not complete', 'A question has no answer, or a note it asks for is empty.'],
      ['回答不完整', '有问题未作答，或要求的备注为空。'],
    ),
    saved: l(['saved', 'The server stored the answers.'], ['已保存', '服务器已保存回答。']),
  },
  actions: {
    ...commonActions,
    markNotes: l(
      ['Mark missing notes', 'The note fields that must be written are marked.'],
      ['标出缺少的备注', '标出必须填写的备注栏。'],
    ),
    keepSaved: l(
      ['Keep the saved answers', "The member's record with the new answers is remembered to show it."],
      ['保存结果', '保存包含新回答的会员档案以便显示。'],
    ),
  },
  actors: {
    assess: l(
      ['Save the assessment', 'staff/member/assess: the server checks and stores the answers.'],
      ['保存评估', 'staff/member/assess：服务器核对并保存回答。'],
    ),
  },
};
