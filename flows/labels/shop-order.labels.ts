import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const shopOrderLabels: MachineLabels = {
  flow: l(
    [
      'Order from a shop',
      'Browse the menu, fill the cart (priced by the server), check out with delivery, pickup or a table, pay, and follow the order until it is ready.',
    ],
    ['在线点餐', '浏览菜单、加入购物车（由服务器计价）、选择外送、自取或桌边点餐结账、付款，并跟踪订单直到备好。'],
  ),
  states: {
    loading: l(
      ['Opening the shop', "The menu, what is sold out, whether the shop is open, and the customer's cart are read."],
      ['打开店铺', '读取菜单、售罄商品、店铺是否营业以及用户的购物车。'],
    ),
    loadFailed: l(
      ['Shop not read', 'The shop could not be read; the customer may try again.'],
      ['无法读取店铺', '无法读取店铺信息；用户可以重试。'],
    ),
    closed: l(
      ['Shop closed', 'The shop is closed now: the menu is shown but no order is taken.'],
      ['店铺已打烊', '店铺现在已打烊：显示菜单，但不接受订单。'],
    ),
    serviceExpired: l(
      ['Service expired', 'Online ordering has expired at this shop.'],
      ['服务已过期', '此店铺的在线点餐服务已过期。'],
    ),
    browsing: l(
      ['Menu and cart', 'The customer browses the menu and changes the cart.'],
      ['菜单与购物车', '用户浏览菜单并修改购物车。'],
    ),
    savingCart: l(
      ['Saving the cart', 'The server saves the cart and prices every line from the menu.'],
      ['保存购物车', '服务器保存购物车，并按菜单为每一项计价。'],
    ),
    cartExpired: l(
      ['Cart expired', 'The cart expired; the customer starts again with an empty cart.'],
      ['购物车已过期', '购物车已过期；用户从空购物车重新开始。'],
    ),
    checkout: l(
      ['Checkout', 'Delivery address and zone, a pickup slot or the table; tip; the total.'],
      ['结账', '送货地址与配送区域、自取时段或餐桌；小费；总价。'],
    ),
    placing: l(
      [
        'Sending order',
        'The server prices and checks the order again and places it, waiting for its payment; the page must not be closed.',
      ],
      ['正在提交订单', '服务器重新计价、核对并下单，等待付款；请勿关闭页面。'],
    ),
    uploadFailed: l(
      ['Order not sent', "'Failed to upload the order': the customer may send it again (never twice) or go back."],
      ['订单未提交', '“订单上传失败”：用户可以重新提交（不会重复下单）或返回。'],
    ),
    paying: l(
      [
        'Paying',
        "The shared payment machine pays the order: the stored-value card's PIN, a saved card, or the gateway's page; then the order is read back.",
      ],
      ['付款中', '共用的付款流程为订单付款：储值卡密码、已存卡或支付网关页面；然后读回订单。'],
    ),
    cancellingOrder: l(
      [
        'Giving up',
        'The payment was given up: the unpaid order is cancelled at once, its voucher given back and the cart kept.',
      ],
      ['放弃付款', '已放弃付款：未付款的订单立即取消，优惠券退回，购物车保留。'],
    ),
    receipt: l(
      [
        'Receipt',
        "Paid, but the order could not be read back: the payment's itemised receipt; the customer may check the order again.",
      ],
      ['显示收据', '已付款，但无法读回订单：显示付款的明细收据；用户可以再次查看订单。'],
    ),
    leftForGateway: l(
      ['At the gateway', "REDIRECT: the app left for the gateway's page, which returns to the order's status page."],
      ['前往支付网关', '跳转：应用已前往支付网关页面，付款后返回订单状态页。'],
    ),
    tracking: l(
      ['Order sent', 'The order status is shown and refreshed without reloading.'],
      ['订单已提交', '显示订单状态，无需刷新页面即可更新。'],
    ),
    refreshing: l(
      ['Reading status', 'The server says where the order is (and checks a pending payment).'],
      ['读取状态', '服务器告知订单进度（并核对待付款项）。'],
    ),
    finished: l(
      ['Order finished', 'The order was completed, or cancelled and refunded.'],
      ['订单结束', '订单已完成，或已取消并退款。'],
    ),
  },
  events: {
    SAVE_CART: l(
      ['Change the cart', 'The customer adds, changes or removes a line.'],
      ['修改购物车', '用户添加、修改或删除商品。'],
    ),
    CHECKOUT: l(['Check out', 'The customer goes to checkout.'], ['去结账', '用户前往结账。']),
    BACK: l(['Back', 'The customer goes back.'], ['返回', '用户返回。']),
    PLACE: l(
      ['Place the order', 'The customer places the order with the total shown.'],
      ['下单', '用户按显示的总价下单。'],
    ),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
    REFRESH: l(['Refresh', 'The status is read again (every few seconds).'], ['刷新', '再次读取状态（每隔几秒）。']),
    START_OVER: l(
      ['Start again', 'The customer starts again with an empty cart.'],
      ['重新开始', '用户从空购物车重新开始。'],
    ),
  },
  guards: {
    signedIn: l(['signed in', 'The customer is signed in.'], ['已登录', '用户已登录。']),
    serviceExpired: l(['service expired', 'Online ordering has expired.'], ['服务已过期', '在线点餐服务已过期。']),
    closed: l(['closed', 'The shop is closed now.'], ['已打烊', '店铺现在已打烊。']),
    cartLapsed: l(
      ['cart lapsed', 'The cart expired since the customer last changed it.'],
      ['购物车已过期', '自上次修改以来购物车已过期。'],
    ),
    loaded: l(['shop read', 'The server answered with the menu.'], ['已读取店铺', '服务器已返回菜单。']),
    cartSaved: l(
      ['cart saved', 'The server saved and priced the cart.'],
      ['购物车已保存', '服务器已保存购物车并计价。'],
    ),
    cartHasLines: l(
      ['cart can be ordered', 'The cart has lines and each can be ordered.'],
      ['购物车可下单', '购物车有商品，且每项都可下单。'],
    ),
    placed: l(
      ['order placed', 'The server placed the order; it waits for its payment.'],
      ['已下单', '服务器已下单，等待付款。'],
    ),
    placedAndPaid: l(
      [
        'no payment now',
        'The order was taken and needs no payment now (a total of 0, a table order paid with the bill).',
      ],
      ['暂无需付款', '订单已接受，现在无需付款（总额为 0，或随账单付款的桌边订单）。'],
    ),
    paidAndSent: l(
      ['paid', 'The payment was approved and the order read back from the server.'],
      ['已付款并读回', '付款已批准，并已从服务器读回订单。'],
    ),
    paidNotSent: l(
      ['not read', "The payment was approved but the order could not be read back ('Show receipt')."],
      ['已付款，未读回', '付款已批准，但无法读回订单（“显示收据”）。'],
    ),
    leftForGateway: l(
      ['redirected', "The payment left for the gateway's page (REDIRECT)."],
      ['已前往网关', '付款已跳转至支付网关页面。'],
    ),
    cartExpired: l(['cart expired', 'The server says the cart expired.'], ['购物车已过期', '服务器告知购物车已过期。']),
    shopClosed: l(['shop closed', 'The server says the shop is closed.'], ['店铺已打烊', '服务器告知店铺已打烊。']),
    orderServiceExpired: l(
      ['service expired', 'The server says online ordering has expired.'],
      ['服务已过期', '服务器告知在线点餐服务已过期。'],
    ),
    statusRead: l(['status read', 'The server answered with the order.'], ['已读取状态', '服务器已返回订单。']),
    paidMeanwhile: l(
      ['paid meanwhile', 'The gateway approved the payment before it could be cancelled.'],
      ['已在网关付款', '取消前支付网关已批准付款。'],
    ),
    orderEnded: l(['order ended', 'The order is completed or cancelled.'], ['订单已结束', '订单已完成或已取消。']),
  },
  actions: {
    ...commonActions,
    showOrder: l(
      ['Show the order', 'The paid order (or one with nothing to pay now) shows its status and receipt.'],
      ['显示订单', '已付款（或现在无需付款）的订单显示其状态和收据。'],
    ),
    storePaid: l(
      ['Keep the payment', "The approved payment's card and whether the order was read back are remembered."],
      ['保存付款结果', '保存已批准付款的卡号以及是否已读回订单。'],
    ),
    forgetReorder: l(
      ['Reorder done', 'The past order was put back in the cart once.'],
      ['已再来一单', '过去的订单已放回购物车一次。'],
    ),
    storeShop: l(
      ['Keep the shop', 'The menu, its state and the cart are remembered.'],
      ['保存店铺信息', '保存菜单、营业状态和购物车。'],
    ),
    storeCart: l(['Keep the cart', 'The priced cart is remembered.'], ['保存购物车', '保存已计价的购物车。']),
    emptyCart: l(['Empty the cart', 'The expired cart is dropped.'], ['清空购物车', '丢弃已过期的购物车。']),
    storeRequest: l(
      ['Keep the order', 'The order and its key are remembered, so a retry sends the same.'],
      ['保存订单', '保存订单及其幂等键，重试时发送相同内容。'],
    ),
    forgetOrder: l(
      ['Forget the order', 'The cancelled order is dropped; the next order is a new one.'],
      ['清除订单', '清除已取消的订单；再次下单即为新订单。'],
    ),
    storeOrder: l(
      ['Keep the order status', 'The order as the server has it is remembered.'],
      ['保存订单状态', '保存服务器返回的订单。'],
    ),
  },
  actors: {
    loadShop: l(
      ['Read the shop', "The server answers the menu, its state and the customer's cart."],
      ['读取店铺', '服务器返回菜单、营业状态和用户的购物车。'],
    ),
    saveCart: l(
      ['Save the cart', 'The server saves the cart and prices it.'],
      ['保存购物车', '服务器保存购物车并计价。'],
    ),
    placeOrder: l(
      ['Send the order', 'svc/order: the server prices, checks and places the order.'],
      ['提交订单', 'svc/order：服务器计价、核对并下单。'],
    ),
    payment: l(
      ['Pay', 'The shared payment machine with the shop calls: shop/orderPay, then shop/orderStatus.'],
      ['付款', '使用店铺接口的共用付款流程：shop/orderPay，然后 shop/orderStatus。'],
    ),
    cancelOrder: l(
      ['Cancel the order', 'shop/orderCancel: the server cancels the unpaid order (and its payment at the gateway).'],
      ['取消订单', 'shop/orderCancel：服务器取消未付款的订单（及其在网关的付款）。'],
    ),
    orderStatus: l(
      ['Read the order', 'The server answers the order and its status.'],
      ['读取订单', '服务器返回订单及其状态。'],
    ),
  },
};
