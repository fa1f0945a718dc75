import { commonActions, commonActors } from './shared.labels';
import { l, type MachineLabels } from './types';

export const singlePayLabels: MachineLabels = {
  flow: l(
    [
      'Single pay',
      'Pay a request whose amount staff or a POS set, once, before it expires, with stored value, a saved card or the gateway, and see its receipt.',
    ],
    [
      '单笔付款',
      '使用储值卡、已保存的卡或支付网关支付由员工或收银机设定金额的付款请求，仅可支付一次且须在过期前完成，并查看收据。',
    ],
  ),
  states: {
    opening: l(
      ['Opening', 'With its id the request is read; without one the customer types its short code.'],
      ['打开', '有编号时读取请求；没有时由用户输入短码。'],
    ),
    enteringCode: l(
      ['Enter the code', 'The customer types the short code the requester shows.'],
      ['输入短码', '用户输入请求方出示的短码。'],
    ),
    finding: l(
      ['Finding the request', 'The server finds the request with that code.'],
      ['查找请求', '服务器按短码查找请求。'],
    ),
    loading: l(
      ['Reading the request', 'The server reads the request, checking a payment under way with the gateway.'],
      ['读取请求', '服务器读取请求，并先向支付网关核对进行中的付款。'],
    ),
    loadFailed: l(
      ['Request not read', 'The request could not be read (offline); the customer may try again.'],
      ['请求读取失败', '无法读取请求（网络断开）；用户可以重试。'],
    ),
    ready: l(
      ['Ready to pay', 'The amount the requester set and until when it can be paid.'],
      ['待付款', '显示请求方设定的金额及付款截止时间。'],
    ),
    paying: l(
      [
        'Paying',
        'The payment flow runs: the PIN of a stored-value card, a saved card charged at once, or the gateway; the server claims the request for this customer.',
      ],
      ['付款中', '运行付款流程：储值卡输入密码、已保存的卡立即扣款或通过支付网关；服务器将请求归于此用户。'],
    ),
    readingReceipt: l(
      ['Reading the receipt', 'Paid: the server reads the request again for its receipt.'],
      ['读取收据', '已支付：服务器重新读取请求以显示收据。'],
    ),
    redirecting: l(
      ['At the gateway', "The gateway's page is open; it returns to the request."],
      ['前往支付网关', '已打开支付网关页面；付款后返回请求。'],
    ),
    paid: l(
      ['Paid', 'The receipt: amount, surcharge, method, card and time.'],
      ['已支付', '收据：金额、附加费、付款方式、卡号及时间。'],
    ),
    expired: l(['Expired', 'Not paid in time; nothing can be paid.'], ['已过期', '未在期限内支付；无法再付款。']),
    notFound: l(
      ['Not found', "One answer for a made-up id and another customer's request."],
      ['未找到', '虚构的编号与其他用户的请求得到相同答复。'],
    ),
  },
  events: {
    FIND: l(['Find', 'The customer sends the short code.'], ['查找', '用户提交短码。']),
    PAY: l(['Pay', 'The customer pays the request.'], ['付款', '用户支付请求。']),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
  },
  guards: {
    hasTxn: l(['has an id', 'The address names the request.'], ['有编号', '地址中包含请求编号。']),
    isPaid: l(['paid', 'The request is paid.'], ['已支付', '请求已支付。']),
    isExpired: l(['expired', 'The request expired unpaid.'], ['已过期', '请求未支付即过期。']),
    isPayable: l(['payable', 'The request can be paid.'], ['可支付', '请求可以支付。']),
    approved: l(['paid', 'The payment was approved.'], ['已付款', '付款已获批准。']),
    redirected: l(
      ['went to the gateway', "The customer left for the gateway's page."],
      ['已跳转到支付网关', '用户已离开去往支付网关页面。'],
    ),
  },
  actions: {
    ...commonActions,
    storeRequest: l(
      ['Keep the request', 'The request as the server answered it is remembered.'],
      ['保存请求', '保存服务器返回的请求。'],
    ),
    storeChoice: l(
      ['Keep the choice', 'The method and the total it comes to are remembered for the payment.'],
      ['保存选择', '保存付款方式及总额以便付款。'],
    ),
  },
  actors: {
    loadRequest: l(['Read the request', 'The server answers the request.'], ['读取请求', '服务器返回请求。']),
    findRequest: l(
      ['Find by code', 'The server finds the request with the short code.'],
      ['按短码查找', '服务器按短码查找请求。'],
    ),
    payment: commonActors.payment!,
  },
};
