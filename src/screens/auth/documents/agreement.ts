import { DOCUMENT_DATE, OPERATOR, type LocalizedDocument } from './types';

/** 茶商城用户服务协议 (/agreement). The Chinese text is binding; the English text is a summary. */
export const agreementDocument: LocalizedDocument = {
  'zh-CN': {
    updated: DOCUMENT_DATE,
    effective: DOCUMENT_DATE,
    intro: [
      `欢迎您使用茶商城！《茶商城用户服务协议》（以下简称“本协议”）是您与${OPERATOR.nameZh}（以下简称“我们”或“茶商城”）之间就注册、登录和使用茶商城 App 及 H5 商城（以下统称“本平台”）所订立的协议。`,
      '请您在注册或使用本平台前认真阅读本协议的全部内容，特别是免除或限制责任、争议解决和法律适用的条款。您勾选“我已阅读并同意”、完成注册或实际使用本平台服务，即表示您已充分理解并同意本协议。如您不同意本协议的任何内容，请停止注册或使用。',
    ],
    sections: [
      {
        heading: '一、服务内容',
        paragraphs: [
          '本平台为您提供茶叶、茶具及茶食等商品的浏览、购买、配送与售后服务，同时提供同城门店自提、会员专区、领券中心、积分与抽奖活动、代理及茶馆加盟申请、即时消息等服务。具体服务内容以本平台实际提供的为准。',
          '我们有权根据业务发展对服务内容进行调整、升级或下线，并将通过页面公告、站内消息等方式提前通知您。',
        ],
      },
      {
        heading: '二、账号注册与使用',
        subsections: [
          {
            heading: '2.1 注册资格',
            paragraphs: [
              '您应为具有完全民事行为能力的自然人，或依法设立并有效存续的组织。未满十八周岁的未成年人应在监护人的陪同和同意下使用本平台，不得购买酒类等法律法规限制向未成年人销售的商品。',
            ],
          },
          {
            heading: '2.2 账号信息',
            paragraphs: [
              '您应使用本人实名登记的手机号注册，并通过短信验证码完成验证。您提供的信息应当真实、准确、完整，信息变更时应及时在“我的—设置”中更新。',
            ],
          },
          {
            heading: '2.3 账号安全',
            paragraphs: [
              '账号和密码由您自行保管。请设置包含字母和数字、长度为 6-20 位的密码，不要将密码或验证码透露给他人。以您的账号进行的操作均视为您本人的行为。',
              `如发现账号被盗用或存在安全风险，请立即通过“找回密码”修改密码，并拨打客服热线 ${OPERATOR.hotline} 联系我们冻结账号。`,
            ],
          },
          {
            heading: '2.4 账号注销',
            paragraphs: [
              '您可以在“我的—设置—注销账号”中申请注销。注销前请确认订单已完成、售后已结束、资产已提现。账号注销后，账号内的优惠券、积分、收益等权益将被清除且无法恢复。',
            ],
          },
        ],
      },
      {
        heading: '三、商品信息与订单',
        paragraphs: [
          '我们尽力确保商品的名称、产地、年份、规格、价格、库存及图片等信息准确。茶叶为农产品，不同批次在外形、色泽上可能存在细微差异，请以实物为准。',
          '您提交订单并完成支付后，订单即成立。如因库存不足或价格标示明显错误导致订单无法履行，我们将及时通知您并全额退款。',
          '平台展示的“原价”为商品曾经的销售价或厂商指导价，并非原产地价格；会员价仅限已升级的会员账号享受。',
        ],
      },
      {
        heading: '四、配送、验收与售后',
        items: [
          '商品由快递或同城门店配送，您也可以选择到店自提。请在签收时当面检查外包装，如有破损、受潮请拒收或及时拍照联系客服。',
          '茶叶属于食品，为保障食品安全，已拆封或已饮用的商品不适用七天无理由退货；未拆封且不影响二次销售的商品，可在签收后七日内申请退货。',
          '商品存在质量问题的，您可在签收后十五日内申请退货或换货，往返运费由我们承担。',
          '退款将在我们确认收到退货后三个工作日内原路退回，到账时间以支付渠道为准。',
        ],
      },
      {
        heading: '五、优惠券、积分与会员权益',
        paragraphs: [
          '优惠券、抵扣券、积分及抽奖奖品仅限在本平台使用，不得兑换现金、转让或出售，并须在有效期内按使用规则使用。以作弊、批量注册等不正当方式获取的权益，我们有权取消。',
          '会员升级、积分规则及活动规则以活动页面公布的为准。',
        ],
      },
      {
        heading: '六、代理、茶馆与结算账户',
        paragraphs: [
          '申请成为茶室、茶馆代理的用户，还应遵守《代理协议》及相关合同的约定。代理资格以审核通过为准，缴纳的代理费用按合同约定处理。',
          '结算账户用于收益结算与提现，由您另行注册，与商城账号相互独立。您应确保提现账户为本人名下账户，并依法自行承担相应税费。',
        ],
      },
      {
        heading: '七、用户行为规范',
        paragraphs: ['您在使用本平台时不得实施下列行为：'],
        items: [
          '发布违法、虚假、侵权或违背公序良俗的评价、留言和图片；',
          '利用技术手段恶意抢购、刷单、套取优惠或干扰平台正常运行；',
          '冒用他人身份、盗用他人账号，或出租、出借、转让本人账号；',
          '其他违反法律法规或本协议的行为。',
        ],
      },
      {
        heading: '八、知识产权',
        paragraphs: [
          '本平台的商标、标识、页面设计、文字、图片及软件等内容的知识产权归我们或相关权利人所有。未经书面许可，任何人不得复制、传播或用于商业用途。',
          '您在本平台发布的评价和晒单图片，授权我们在本平台范围内免费使用，用于商品展示与推广。',
        ],
      },
      {
        heading: '九、责任限制',
        paragraphs: [
          '因不可抗力、网络运营商故障、系统维护或第三方原因导致服务中断或延迟的，我们将及时通知并尽力恢复，但不承担由此造成的间接损失。',
          '因您自身原因（包括泄露密码、提供错误的收货信息）造成的损失，由您自行承担。',
        ],
      },
      {
        heading: '十、协议的变更与终止',
        paragraphs: [
          '我们可能根据法律法规或业务调整修订本协议，修订后的协议将在本页面公布，并以站内消息或弹窗提示您。如您不同意修订内容，可以停止使用并注销账号；继续使用即视为同意修订后的协议。',
          '您违反本协议或法律法规的，我们有权视情节暂停或终止向您提供服务。',
        ],
      },
      {
        heading: '十一、法律适用与争议解决',
        paragraphs: [
          '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向我们住所地（福建省福州市鼓楼区）有管辖权的人民法院提起诉讼。',
        ],
      },
      {
        heading: '十二、联系我们',
        paragraphs: [
          `如您对本协议有任何疑问，可通过“我的—客服中心”在线咨询，或拨打客服热线 ${OPERATOR.hotline}（工作日 09:00-21:00）。`,
          `联系地址：${OPERATOR.addressZh}，${OPERATOR.nameZh}。`,
        ],
      },
    ],
  },
  'en-US': {
    updated: DOCUMENT_DATE,
    effective: DOCUMENT_DATE,
    summary: true,
    intro: [
      `This User Agreement is between you and ${OPERATOR.nameEn} ("we", "Tea Mall") and governs your registration and use of the Tea Mall app and H5 mall. By ticking "I have read and agree", registering or using the service you accept it.`,
    ],
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'We sell tea, teaware and tea snacks online, with delivery, in-store pickup, member offers, coupons, points, agent and tea-house applications and messaging. We may change or retire features with prior notice.',
        ],
      },
      {
        heading: '2. Your account',
        items: [
          'Register with your own mobile number and an SMS code; keep your details accurate.',
          'Use a 6-20 character password with letters and digits and never share it or any code. Actions under your account are yours.',
          `If your account is at risk, reset the password and call ${OPERATOR.hotline}.`,
          'You can close your account under Mine > Settings; remaining coupons, points and income are then lost.',
        ],
      },
      {
        heading: '3. Orders, delivery and returns',
        items: [
          'An order is made once paid; if it cannot be fulfilled we refund it in full.',
          'Tea is food: opened goods cannot be returned without reason; unopened goods within 7 days of receipt.',
          'Quality problems: return or exchange within 15 days, shipping at our cost; refunds within 3 working days of receiving the return.',
        ],
      },
      {
        heading: '4. Coupons, points, agents and settlement accounts',
        paragraphs: [
          'Coupons and points are for use in the mall only and cannot be exchanged for cash. Agents are also bound by their agent contract. The settlement account for income and withdrawals is registered separately from the mall account.',
        ],
      },
      {
        heading: '5. Conduct, content and liability',
        paragraphs: [
          'No unlawful or false content, order manipulation, automated buying or account sharing. Our content and marks remain ours. We are not liable for indirect loss caused by force majeure, outages or your own disclosure of credentials.',
        ],
      },
      {
        heading: '6. Changes, law and contact',
        paragraphs: [
          `We announce changes on this page. Chinese law applies; disputes go to the competent court in Gulou District, Fuzhou. Contact: customer service in the app or ${OPERATOR.hotline}, ${OPERATOR.addressEn}.`,
        ],
      },
    ],
  },
};
