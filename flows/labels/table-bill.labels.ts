import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const tableBillLabels: MachineLabels = {
  flow: l(
    ['Pay at the table', "Pay a table's bill in full or split it (by item, evenly, or the rest) through the gateway; items being paid by someone are locked."],
    ['餐桌买单', '通过支付网关全额支付或分摊餐桌账单（按菜品、平均分摊或支付余额）；他人正在支付的菜品会被锁定。'],
  ),
  states: {
    loading: l(['Reading the bill', "The server reads the bill, taking in the gateway's answers about payments under way."], ['读取账单', '服务器读取账单，并先核对支付网关上进行中的付款。']),
    loadFailed: l(['Bill not read', 'The bill could not be read (offline); the payer may try again.'], ['账单读取失败', '无法读取账单（网络断开）；付款人可以重试。']),
    viewing: l(['Bill shown', 'The items (free, being paid, paid) and what is left; the payer picks a split and pays.'], ['显示账单', '显示各项（可付、正在支付、已付）及余额；付款人选择分摊方式并付款。']),
    paying: l(['Starting the payment', 'The server sets the amount from the split, locks the items and creates the payment.'], ['发起付款', '服务器按分摊方式计算金额，锁定菜品并创建付款。']),
    payFailed: l(['No answer', 'Offline: trying again sends the same request, so it is never paid twice.'], ['无响应', '网络断开：重试会发送相同请求，绝不会重复付款。']),
    redirecting: l(['At the gateway', "The gateway's page is open; it returns to the bill."], ['前往支付网关', '已打开支付网关页面；付款后返回账单。']),
    paid: l(['Bill paid', 'The whole bill is paid.'], ['账单已付清', '整张账单已付清。']),
    notFound: l(['Bill not found', "One answer for a made-up id and another table's bill."], ['未找到账单', '虚构的编号与其他餐桌的账单得到相同答复。']),
  },
  events: {
    PAY: l(['Pay', 'The payer pays the chosen items, an even share, or the rest.'], ['付款', '付款人支付所选菜品、平均份额或余额。']),
    REFRESH: l(['Refresh', 'The payer reads the bill again.'], ['刷新', '付款人重新读取账单。']),
    RETRY: l(['Try again', 'The payer tries again.'], ['重试', '付款人重试。']),
  },
  guards: {
    found: l(['bill found', 'The server answered the bill.'], ['找到账单', '服务器返回了账单。']),
    billPaid: l(['bill paid', 'The whole bill is paid.'], ['已付清', '整张账单已付清。']),
    started: l(['payment started', 'The server created the payment and gave its gateway page.'], ['付款已创建', '服务器已创建付款并给出支付网关页面。']),
  },
  actions: {
    ...commonActions,
    openGateway: l(['Open the gateway', "The browser opens the gateway's page."], ['打开支付网关', '浏览器打开支付网关页面。']),
    storeBill: l(['Keep the bill', 'The bill as the server answered it is remembered.'], ['保存账单', '保存服务器返回的账单。']),
    storeRequest: l(['Keep the payment', 'The payment request and its idempotency key are remembered for a retry.'], ['保存付款请求', '保存付款请求及其幂等键，以便重试。']),
    storeGateway: l(['Keep the gateway page', "The gateway page's address is remembered."], ['保存网关页面', '保存支付网关页面地址。']),
  },
  actors: {
    loadBill: l(['Read the bill', 'The server answers the bill of this table.'], ['读取账单', '服务器返回此餐桌的账单。']),
    payBill: l(['Start the payment', 'The server locks the items and creates the payment at the gateway.'], ['发起付款', '服务器锁定菜品并在支付网关创建付款。']),
  },
};
