import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const pinpadKioskLabels: MachineLabels = {
  flow: l(
    [
      'Pinpad kiosk',
      'Staff enter an amount; the customer pays it with their stored-value card and its wallet PIN; the kiosk then waits for the next sale by itself; only a staff PIN leaves kiosk mode.',
    ],
    [
      '密码键盘自助收款',
      '员工输入金额；顾客用储值卡及其钱包 PIN 付款；之后自助机自动等待下一笔收款；只有员工 PIN 才能退出自助模式。',
    ],
  ),
  states: {
    amount: l(
      ['Amount', 'Staff type the amount to charge, then hand the device to the customer.'],
      ['金额', '员工输入收款金额，然后把设备交给顾客。'],
    ),
    opening: l(
      ['Opening the kiosk', 'The server puts the staff session into kiosk mode before the device is handed over.'],
      ['正在开启自助模式', '在交出设备之前，服务器先将员工会话设为自助模式。'],
    ),
    ready: l(
      ['Ready for the next sale', 'Still in kiosk mode: staff type the next amount and hand the device over again.'],
      ['准备下一笔收款', '仍在自助模式：员工输入下一笔金额并再次交出设备。'],
    ),
    kiosk: l(
      [
        'Kiosk mode',
        'The customer pays the amount; left untouched a while, it goes back to waiting for the next sale.',
      ],
      ['自助模式', '顾客支付该金额；一段时间无操作后回到等待下一笔收款。'],
    ),
    'kiosk.card': l(
      ['Card', 'The customer types their card number or scans its QR code.'],
      ['卡片', '顾客输入卡号或扫描卡片二维码。'],
    ),
    'kiosk.pin': l(
      ['Wallet PIN', "The customer types the card's {pinLength}-digit wallet PIN."],
      ['钱包 PIN', '顾客输入卡片的 {pinLength} 位钱包 PIN。'],
    ),
    'kiosk.charging': l(
      ['Charging', 'The server checks the PIN and takes the amount from the card once.'],
      ['正在收款', '服务器核对 PIN 并从卡中扣款一次。'],
    ),
    paid: l(
      ['Paid', 'The receipt shows the amount and the balance left for a few seconds, or until Done.'],
      ['已付款', '显示收款金额和余额几秒钟，或直到点击完成。'],
    ),
    staffPin: l(
      ['Staff PIN', "The staff member's PIN, to leave kiosk mode for other work."],
      ['员工 PIN', '员工输入 PIN 以退出自助模式去做其他工作。'],
    ),
    'staffPin.waiting': l(
      ['Enter the staff PIN', 'The staff PIN form is shown.'],
      ['输入员工 PIN', '显示员工 PIN 表单。'],
    ),
    'staffPin.checking': l(
      ['Checking the staff PIN', 'The server checks the PIN (wrong ones are counted and lock it after the limit).'],
      ['正在核对员工 PIN', '服务器核对 PIN（错误次数会被记录，达到上限后锁定）。'],
    ),
  },
  events: {
    TYPE_AMOUNT: l(['Amount typed', 'Staff type in the amount field.'], ['输入金额', '员工在金额栏中输入。']),
    START: l(
      ['Start kiosk', 'Staff confirm the amount and hand the device over.'],
      ['开始自助', '员工确认金额并交出设备。'],
    ),
    CARD: l(
      ['Card given', 'The customer sends the card number or scanned code.'],
      ['提交卡片', '顾客提交卡号或扫描的代码。'],
    ),
    PIN: l(['PIN entered', 'The customer sends the wallet PIN.'], ['提交 PIN', '顾客提交钱包 PIN。']),
    BACK: l(['Back', 'The customer goes back to name another card.'], ['返回', '顾客返回更换卡片。']),
    EXIT: l(['Leave kiosk', 'Staff ask to leave kiosk mode.'], ['退出自助', '员工请求退出自助模式。']),
    NEXT: l(['Done', 'The receipt was read: on to the next sale.'], ['完成', '收据已阅：进入下一笔收款。']),
    IDLE: l(
      ['Idle', 'Nobody touched the kiosk for the idle time (PINPAD_KIOSK_IDLE_SECONDS).'],
      ['无操作', '在空闲时限（PINPAD_KIOSK_IDLE_SECONDS）内无人操作自助机。'],
    ),
    STAFF_PIN: l(['Staff PIN entered', 'The staff member sends their PIN.'], ['提交员工 PIN', '员工提交 PIN。']),
    CANCEL: l(['Stay in kiosk', 'Staff stay in kiosk mode after all.'], ['留在自助模式', '员工决定继续自助模式。']),
  },
  guards: {
    amountInvalid: l(
      ['amount not allowed', 'The amount is not a whole number of cents from 1 to the pinpad limit.'],
      ['金额无效', '金额不是 1 到上限之间的整数分。'],
    ),
    cardInvalid: l(['no card', 'What was typed cannot name a card.'], ['卡号无效', '输入的内容无法识别卡片。']),
    pinInvalid: l(
      ['PIN not {pinLength} digits', 'The wallet PIN is not {pinLength} digits.'],
      ['PIN 不是 {pinLength} 位', '钱包 PIN 不是 {pinLength} 位数字。'],
    ),
    staffPinInvalid: l(
      ['staff PIN not 4-6 digits', 'The staff PIN is not 4 to 6 digits.'],
      ['员工 PIN 不是 4-6 位', '员工 PIN 不是 4 到 6 位数字。'],
    ),
    accepted: l(['done', 'The server accepted it.'], ['已完成', '服务器已接受。']),
    wrongPin: l(
      ['wrong PIN', 'The wallet PIN was wrong; it may be typed again.'],
      ['PIN 错误', '钱包 PIN 错误，可再次输入。'],
    ),
    paid: l(['paid', 'The customer already paid.'], ['已付款', '顾客已付款。']),
    inSale: l(
      ['sale under way', 'An amount was handed to a customer who has not paid yet.'],
      ['收款进行中', '金额已交给顾客，顾客尚未付款。'],
    ),
  },
  actions: {
    ...commonActions,
    typeAmount: l(
      ['Keep what was typed', 'The amount field shows what staff typed.'],
      ['保存输入', '金额栏显示员工输入的内容。'],
    ),
    handOver: l(
      ['Hand over', "The amount field is cleared: the device is the customer's now."],
      ['交出设备', '清空金额栏：设备现在交给顾客。'],
    ),
    notOpened: l(
      ['Not opened', 'The server did not open kiosk mode: the device stays with staff, with the reason.'],
      ['未开启', '服务器未开启自助模式：设备留在员工手中，并显示原因。'],
    ),
    startKiosk: l(
      ['Start', 'The amount and the charge key are kept; the customer starts empty.'],
      ['开始', '保存金额和收款编号；顾客从空白开始。'],
    ),
    keepCard: l(['Keep the card', 'The card the customer named is remembered.'], ['保存卡片', '记住顾客提供的卡片。']),
    forgetCustomer: l(
      ['Forget the customer', 'What the customer typed is cleared.'],
      ['清除顾客输入', '清除顾客输入的内容。'],
    ),
    keepReceipt: l(['Keep the receipt', 'The receipt is kept to show it.'], ['保存收据', '保存收据以便显示。']),
    endSale: l(
      ['End the sale', 'The amount, card and receipt are cleared: the next customer starts empty.'],
      ['结束本笔收款', '清除金额、卡片和收据：下一位顾客从空白开始。'],
    ),
    endKiosk: l(
      ['End kiosk mode', 'The amount (and its field), card and receipt are cleared for the next charge.'],
      ['结束自助模式', '清除金额（及金额栏）、卡片和收据，准备下一次收款。'],
    ),
  },
  actors: {
    openKiosk: l(
      ['Open kiosk mode', 'staff/pinpad/kiosk: the server holds the staff session to the pinpad until the staff PIN.'],
      ['开启自助模式', 'staff/pinpad/kiosk：服务器将员工会话限制为仅可收款，直到输入员工 PIN。'],
    ),
    charge: l(
      ['Charge the card', 'staff/pinpad/charge: the PIN is checked and the card debited once.'],
      ['扣款', 'staff/pinpad/charge：核对 PIN 并扣款一次。'],
    ),
    checkStaffPin: l(
      ['Check the staff PIN', 'staff/pinpad/exit: the server checks the staff PIN.'],
      ['核对员工 PIN', 'staff/pinpad/exit：服务器核对员工 PIN。'],
    ),
  },
};
