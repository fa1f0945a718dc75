import { commonActions, commonActors } from './shared.labels';
import { l, type MachineLabels } from './types';

export const tableBillLabels: MachineLabels = {
  flow: l(
    [
      'Pay at the table',
      "Pay a table's bill in full or split it (by item, evenly, or the rest) with stored value, a saved card or the gateway; items being paid by someone are locked.",
    ],
    [
      '餐桌买单',
      '使用储值卡、已保存的卡或支付网关全额支付或分摊餐桌账单（按菜品、平均分摊或支付余额）；他人正在支付的菜品会被锁定。',
    ],
  ),
  states: {
    loading: l(
      ['Reading the bill', "The server reads the bill, taking in the gateway's answers about payments under way."],
      ['读取账单', '服务器读取账单，并先核对支付网关上进行中的付款。'],
    ),
    checkingReturn: l(
      [
        'Back from the gateway?',
        'Back from the gateway page, that payment is confirmed first; otherwise the bill is shown.',
      ],
      ['是否从网关返回', '从支付网关返回时先确认该笔付款；否则显示账单。'],
    ),
    loadFailed: l(
      ['Bill not read', 'The bill could not be read (offline); the payer may try again.'],
      ['账单读取失败', '无法读取账单（网络断开）；付款人可以重试。'],
    ),
    viewing: l(
      [
        'Bill shown',
        'The items (free, being paid, paid) and what is left; the payer picks a split and a method and pays.',
      ],
      ['显示账单', '显示各项（可付、正在支付、已付）及余额；付款人选择分摊方式和付款方式并付款。'],
    ),
    paying: l(
      [
        'Paying',
        'The payment flow runs: the PIN of a stored-value card, a saved card charged at once, or the gateway; the server sets the amount and locks the items.',
      ],
      ['付款中', '运行付款流程：储值卡输入密码、已保存的卡立即扣款或通过支付网关；服务器计算金额并锁定菜品。'],
    ),
    redirecting: l(
      ['At the gateway', "The gateway's page is open; it returns to the bill with the payment to confirm."],
      ['前往支付网关', '已打开支付网关页面；付款后返回账单并确认该笔付款。'],
    ),
    paid: l(['Bill paid', 'The whole bill is paid.'], ['账单已付清', '整张账单已付清。']),
    notFound: l(
      [
        'Bill not found',
        "One answer for a made-up id and another table's bill; a malformed link asks to scan the table's QR code again.",
      ],
      ['未找到账单', '虚构的编号与其他餐桌的账单得到相同答复；链接格式无效时请付款人重新扫描餐桌二维码。'],
    ),
  },
  events: {
    PAY: l(
      ['Pay', 'The payer pays the chosen items, an even share, or the rest, with the chosen method.'],
      ['付款', '付款人以所选方式支付所选菜品、平均份额或余额。'],
    ),
    REFRESH: l(['Refresh', 'The payer reads the bill again.'], ['刷新', '付款人重新读取账单。']),
    RETRY: l(['Try again', 'The payer tries again.'], ['重试', '付款人重试。']),
  },
  guards: {
    found: l(['bill found', 'The server answered the bill.'], ['找到账单', '服务器返回了账单。']),
    billIsPaid: l(['bill paid', 'The whole bill is paid.'], ['已付清', '整张账单已付清。']),
    resuming: l(
      ['back from the gateway', 'The payer is back from the gateway page with a payment to confirm.'],
      ['从网关返回', '付款人从支付网关页面返回，有待确认的付款。'],
    ),
    linkMalformed: l(
      ['link not valid', 'The server refused the link itself: its bill id is not an id.'],
      ['链接无效', '服务器拒绝了链接本身：其中的账单编号不是有效编号。'],
    ),
    redirected: l(
      ['went to the gateway', "The payer left for the gateway's page."],
      ['已跳转到支付网关', '付款人已离开去往支付网关页面。'],
    ),
  },
  actions: {
    ...commonActions,
    storeBill: l(
      ['Keep the bill', 'The bill as the server answered it is remembered.'],
      ['保存账单', '保存服务器返回的账单。'],
    ),
    storeChoice: l(
      ['Keep the choice', 'The split, its amount and the method are remembered for the payment.'],
      ['保存选择', '保存分摊方式、金额和付款方式以便付款。'],
    ),
    storePaymentEnd: l(
      [
        'Note how the payment ended',
        'A paid payment is kept for its receipt; the return from the gateway is done with.',
      ],
      ['记录付款结果', '保存已付款项以显示收据；从网关返回的付款已处理完。'],
    ),
  },
  actors: {
    loadBill: l(
      ['Read the bill', 'The server answers the bill of this table.'],
      ['读取账单', '服务器返回此餐桌的账单。'],
    ),
    payment: commonActors.payment!,
  },
};
