import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const memberRegistrationLabels: MachineLabels = {
  flow: l(
    [
      'Member registration at the counter',
      "Staff register a customer at the counter: the customer's details, then the new member and their wallet card.",
    ],
    ['柜台会员登记', '员工在柜台为顾客登记：填写顾客资料，然后得到新会员及其钱包卡。'],
  ),
  states: {
    editing: l(
      ['Customer details', "The customer's phone, name, optional email and plate, and the terms accepted."],
      ['顾客资料', '顾客的手机号、姓名、可选的邮箱和车牌，以及同意条款。'],
    ),
    registering: l(
      ['Registering', 'The server creates the customer and issues the counter wallet cards together.'],
      ['正在登记', '服务器创建顾客并同时发放柜台钱包卡。'],
    ),
    registered: l(
      ['Registered', 'The member exists and holds their new card; its number is shown for the card handed over.'],
      ['已登记', '会员已创建并持有新卡；显示卡号以便交付实体卡。'],
    ),
  },
  events: {
    SUBMIT: l(['Register', "Staff send the customer's details."], ['登记', '员工提交顾客资料。']),
    REGISTER_ANOTHER: l(
      ['Register another', 'The form opens again, empty, for the next customer.'],
      ['登记下一位', '重新打开空白表单，登记下一位顾客。'],
    ),
  },
  guards: {
    fieldsInvalid: l(
      ['details missing', 'The phone, a name or the terms are missing.'],
      ['资料不全', '缺少手机号、姓名或未同意条款。'],
    ),
    registered: l(['registered', 'The server created the member.'], ['已登记', '服务器已创建会员。']),
  },
  actions: {
    ...commonActions,
    keepRegistered: l(
      ['Keep the new member', 'The new member and the cards issued are remembered to show them.'],
      ['保存新会员', '保存新会员及已发卡片以便显示。'],
    ),
    clearRegistered: l(
      ['Clear', 'The last registration is cleared from the screen.'],
      ['清除', '从屏幕上清除上一次登记。'],
    ),
  },
  actors: {
    register: l(
      ['Register the member', 'staff/member/register: the customer is created and the counter cards issued.'],
      ['登记会员', 'staff/member/register：创建顾客并发放柜台卡。'],
    ),
  },
};
