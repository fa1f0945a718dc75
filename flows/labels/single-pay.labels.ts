import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const singlePayLabels: MachineLabels = {
  flow: l(
    ['Single pay', 'Pay a request whose amount staff or a POS set, once, before it expires, and see its receipt.'],
    ['单笔付款', '支付由员工或收银机设定金额的付款请求，仅可支付一次且须在过期前完成，并查看收据。'],
  ),
  states: {
    opening: l(['Opening', 'With its id the request is read; without one the customer types its short code.'], ['打开', '有编号时读取请求；没有时由用户输入短码。']),
    enteringCode: l(['Enter the code', 'The customer types the short code the requester shows.'], ['输入短码', '用户输入请求方出示的短码。']),
    finding: l(['Finding the request', 'The server finds the request with that code.'], ['查找请求', '服务器按短码查找请求。']),
    loading: l(['Reading the request', 'The server reads the request, checking a payment under way with the gateway.'], ['读取请求', '服务器读取请求，并先向支付网关核对进行中的付款。']),
    loadFailed: l(['Request not read', 'The request could not be read (offline); the customer may try again.'], ['请求读取失败', '无法读取请求（网络断开）；用户可以重试。']),
    ready: l(['Ready to pay', 'The amount the requester set and until when it can be paid.'], ['待付款', '显示请求方设定的金额及付款截止时间。']),
    starting: l(['Starting the payment', 'The server claims the request for this customer and creates the payment.'], ['发起付款', '服务器将请求归于此用户并创建付款。']),
    startFailed: l(['No answer', 'Offline: trying again sends the same request, so it is never paid twice.'], ['无响应', '网络断开：重试会发送相同请求，绝不会重复付款。']),
    redirecting: l(['At the gateway', "The gateway's page is open; it returns to the request."], ['前往支付网关', '已打开支付网关页面；付款后返回请求。']),
    paid: l(['Paid', 'The receipt: amount, surcharge, method, card and time.'], ['已支付', '收据：金额、附加费、付款方式、卡号及时间。']),
    expired: l(['Expired', 'Not paid in time; nothing can be paid.'], ['已过期', '未在期限内支付；无法再付款。']),
    notFound: l(['Not found', "One answer for a made-up id and another customer's request."], ['未找到', '虚构的编号与其他用户的请求得到相同答复。']),
  },
  events: {
    FIND: l(['Find', 'The customer sends the short code.'], ['查找', '用户提交短码。']),
    PAY: l(['Pay', 'The customer pays the request.'], ['付款', '用户支付请求。']),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
    REFRESH: l(['Refresh', 'The customer reads the request again.'], ['刷新', '用户重新读取请求。']),
  },
  guards: {
    hasTxn: l(['has an id', 'The address names the request.'], ['有编号', '地址中包含请求编号。']),
    isPaid: l(['paid', 'The request is paid.'], ['已支付', '请求已支付。']),
    isExpired: l(['expired', 'The request expired unpaid.'], ['已过期', '请求未支付即过期。']),
    isPayable: l(['payable', 'The request can be paid.'], ['可支付', '请求可以支付。']),
    started: l(['payment started', 'The server created the payment and gave its gateway page.'], ['付款已创建', '服务器已创建付款并给出支付网关页面。']),
    refusedPaid: l(['already paid', 'The server says it is already paid.'], ['已被支付', '服务器表示已支付。']),
    refusedExpired: l(['expired', 'The server says it has expired.'], ['已过期', '服务器表示已过期。']),
  },
  actions: {
    ...commonActions,
    openGateway: l(['Open the gateway', "The browser opens the gateway's page."], ['打开支付网关', '浏览器打开支付网关页面。']),
    storeRequest: l(['Keep the request', 'The request as the server answered it is remembered.'], ['保存请求', '保存服务器返回的请求。']),
    storeStart: l(['Keep the payment', 'The payment request and its idempotency key are remembered for a retry.'], ['保存付款请求', '保存付款请求及其幂等键，以便重试。']),
  },
  actors: {
    loadRequest: l(['Read the request', 'The server answers the request.'], ['读取请求', '服务器返回请求。']),
    findRequest: l(['Find by code', 'The server finds the request with the short code.'], ['按短码查找', '服务器按短码查找请求。']),
    startPayment: l(['Start the payment', 'The server claims the request and creates the payment at the gateway.'], ['发起付款', '服务器认领请求并在支付网关创建付款。']),
  },
};
