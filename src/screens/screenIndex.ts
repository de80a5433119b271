// Written by tests/unit/screens/screenIndex.test.ts from src/screens/declarations/ (npm run screens:index): do not edit.
import type { ScreenEntry } from './screenEntry.ts';

/** Every data screen, as the route table needs it before the screen's declaration is loaded (screenEntry.ts). */
export const SCREEN_INDEX: readonly ScreenEntry[] = [
  {
    "id": "agents",
    "file": "agents",
    "menuItem": "agents",
    "title": {
      "id": "8Uv5e6",
      "message": "Agents"
    }
  },
  {
    "id": "announcementSetting",
    "file": "announcementSetting",
    "menuItem": "announcementSetting",
    "title": {
      "id": "+AGo2I",
      "message": "Announcement Setting"
    }
  },
  {
    "id": "auditLog",
    "file": "auditLog",
    "menuItem": "auditLog",
    "title": {
      "id": "ilRCh1",
      "message": "Audit Log"
    }
  },
  {
    "id": "backupAra",
    "file": "backupAra",
    "menuItem": "backupAra",
    "title": {
      "id": "HBRuTX",
      "message": "Backup ARA"
    }
  },
  {
    "id": "betPageByDate",
    "file": "betPageByDate",
    "menuItem": "betSummary",
    "path": "/bet/betPageByDate",
    "title": {
      "id": "y2xw7y",
      "message": "Bets By Day"
    }
  },
  {
    "id": "betsIn",
    "file": "betsIn",
    "menuItem": "betsIn",
    "shownWhen": {
      "Choice": "1"
    },
    "title": {
      "id": "KzSRQV",
      "message": "Bets In"
    }
  },
  {
    "id": "betsInTickets",
    "file": "betsInTickets",
    "menuItem": "betsIn",
    "path": "/outset/betsIn/tickets",
    "title": {
      "id": "vr7MSa",
      "message": "Tickets behind the number"
    }
  },
  {
    "id": "betsOut",
    "file": "betsOut",
    "menuItem": "betsOut",
    "shownWhen": {
      "Choice": "2"
    },
    "title": {
      "id": "L+3Q3B",
      "message": "Bets Out"
    }
  },
  {
    "id": "betSpecial",
    "file": "betSpecial",
    "menuItem": "betSpecial",
    "title": {
      "id": "y1wgnL",
      "message": "Bet Special"
    }
  },
  {
    "id": "betSummary",
    "file": "betSummary",
    "menuItem": "betSummary",
    "title": {
      "id": "j26yM2",
      "message": "Bet Summary"
    }
  },
  {
    "id": "betViewByDate",
    "file": "betViewByDate",
    "menuItem": "betSummary",
    "path": "/bet/betViewByDate",
    "title": {
      "id": "Hnf1gG",
      "message": "Bets By Number"
    }
  },
  {
    "id": "collectionReport",
    "file": "collectionReport",
    "menuItem": "collectionReport",
    "title": {
      "id": "GYHija",
      "message": "Collection Report"
    }
  },
  {
    "id": "drawResult",
    "file": "drawResult",
    "menuItem": "drawResultReport",
    "title": {
      "id": "haC6JA",
      "message": "Draw Result"
    }
  },
  {
    "id": "fixedBets",
    "file": "fixedBets",
    "menuItem": "fixedBets",
    "title": {
      "id": "qAciM5",
      "message": "Fixed Bets"
    }
  },
  {
    "id": "fullReport",
    "file": "fullReport",
    "menuItem": "fullReport",
    "title": {
      "id": "bjKVHa",
      "message": "Full Report"
    }
  },
  {
    "id": "fullReportTickets",
    "file": "fullReportTickets",
    "menuItem": "fullReport",
    "path": "/report/full/tickets",
    "title": {
      "id": "Y/0saF",
      "message": "Full Report Tickets"
    }
  },
  {
    "id": "groupReport",
    "file": "groupReport",
    "menuItem": "groupReport",
    "title": {
      "id": "uBKOxi",
      "message": "Group Report"
    }
  },
  {
    "id": "historyTickets",
    "file": "historyTickets",
    "menuItem": "historyTickets",
    "title": {
      "id": "bTlSba",
      "message": "History Tickets"
    }
  },
  {
    "id": "limitSetting",
    "file": "limitSetting",
    "menuItem": "limitSetting",
    "title": {
      "id": "pAji4M",
      "message": "Limit Setting"
    }
  },
  {
    "id": "outBets",
    "file": "betsOut",
    "menuItem": "outBets",
    "title": {
      "id": "3fjhHt",
      "message": "Out Bets"
    }
  },
  {
    "id": "outSetting",
    "file": "outSetting",
    "menuItem": "outSetting",
    "title": {
      "id": "Rwuekn",
      "message": "Out Setting"
    }
  },
  {
    "id": "outSetting3",
    "file": "outSetting3",
    "menuItem": "outSetting3",
    "title": {
      "id": "pZS2y0",
      "message": "Out Setting 3"
    }
  },
  {
    "id": "outSettingExceed",
    "file": "outSettingExceed",
    "menuItem": "outSetting",
    "path": "/outset/outSetting/exceed",
    "title": {
      "id": "VwlAHF",
      "message": "Exceeding Numbers"
    }
  },
  {
    "id": "paymentHistory",
    "file": "paymentHistory",
    "menuItem": "paymentHistory",
    "title": {
      "id": "a3EgZz",
      "message": "Payment History"
    }
  },
  {
    "id": "payments",
    "file": "payments",
    "menuItem": "payments",
    "title": {
      "id": "H0ShEF",
      "message": "Payments"
    }
  },
  {
    "id": "permissions",
    "file": "permissions",
    "menuItem": "permission",
    "title": {
      "id": "TH3Irz",
      "message": "Permission"
    }
  },
  {
    "id": "players",
    "file": "players",
    "menuItem": "players",
    "title": {
      "id": "IgolPj",
      "message": "Players"
    }
  },
  {
    "id": "reportGroupSetting",
    "file": "reportGroupSetting",
    "menuItem": "groupReport",
    "path": "/report/group/setting",
    "title": {
      "id": "9C2rTa",
      "message": "Group Setting"
    }
  },
  {
    "id": "searchTickets",
    "file": "searchTickets",
    "menuItem": "searchTickets",
    "title": {
      "id": "vsz1uB",
      "message": "Search Tickets"
    }
  },
  {
    "id": "shareClaim",
    "file": "shareClaim",
    "menuItem": "shareClaim",
    "title": {
      "id": "4te5Ul",
      "message": "Share Claim"
    }
  },
  {
    "id": "shareClaimBackReport",
    "file": "shareClaimBackReport",
    "menuItem": "collectionReport",
    "path": "/report/shareClaimBack",
    "title": {
      "id": "JjaqGY",
      "message": "Share Claim Back Report"
    }
  },
  {
    "id": "shareClaimCompany",
    "file": "shareClaimCompany",
    "menuItem": "shareClaimCompany",
    "title": {
      "id": "aplATc",
      "message": "Share Claim Company"
    }
  },
  {
    "id": "shareClaimReport",
    "file": "shareClaimReport",
    "menuItem": "collectionReport",
    "path": "/report/shareClaim",
    "title": {
      "id": "gG7rk1",
      "message": "Share Claim Report"
    }
  },
  {
    "id": "smsAgents",
    "file": "smsAgents",
    "menuItem": "smsAgent",
    "title": {
      "id": "+nsbiZ",
      "message": "SMS Agent"
    }
  },
  {
    "id": "smsGateway",
    "file": "smsGateway",
    "menuItem": "smsGateway",
    "title": {
      "id": "/IrZ/u",
      "message": "SMS Gateway"
    }
  },
  {
    "id": "smsReport",
    "file": "smsReport",
    "menuItem": "smsReport",
    "title": {
      "id": "30PuwE",
      "message": "SMS Report"
    }
  },
  {
    "id": "smsReportSum",
    "file": "smsReport",
    "menuItem": "smsReport",
    "path": "/sms/smsReport/sum",
    "title": {
      "id": "mtSeN1",
      "message": "SMS Report: totals per day"
    }
  },
  {
    "id": "smsSubscribe",
    "file": "smsSubscribe",
    "menuItem": "smsSubscribe",
    "title": {
      "id": "I5OPp3",
      "message": "SMS Subscribe"
    }
  },
  {
    "id": "smsView",
    "file": "smsView",
    "menuItem": "smsView",
    "title": {
      "id": "xsnb8P",
      "message": "SMS View"
    }
  },
  {
    "id": "stakeReport",
    "file": "stakeReport",
    "menuItem": "stakeReport",
    "title": {
      "id": "/We6mb",
      "message": "Stake Report"
    }
  },
  {
    "id": "statement",
    "file": "statement",
    "menuItem": "paymentHistory",
    "path": "/admin/payments/statement",
    "title": {
      "id": "Lxp7n7",
      "message": "Statement"
    }
  },
  {
    "id": "statementByMonth",
    "file": "statementByMonth",
    "menuItem": "paymentHistory",
    "path": "/admin/payments/statementByMonth",
    "title": {
      "id": "aJSAW3",
      "message": "Statement by Month"
    }
  },
  {
    "id": "strikeByCategory",
    "file": "strikeSummaries",
    "menuItem": "strikeReport",
    "path": "/report/strike/byCategory",
    "title": {
      "id": "dK93Be",
      "message": "Strikes By Category"
    }
  },
  {
    "id": "strikeByNumber",
    "file": "strikeSummaries",
    "menuItem": "strikeReport",
    "path": "/report/strike/byNumber",
    "title": {
      "id": "l9Qzoi",
      "message": "Strikes By Number"
    }
  },
  {
    "id": "strikeByUser",
    "file": "strikeSummaries",
    "menuItem": "strikeReport",
    "path": "/report/strike/byUser",
    "title": {
      "id": "reWsYg",
      "message": "Strikes By Downline"
    }
  },
  {
    "id": "strikeReport",
    "file": "strikeReport",
    "menuItem": "strikeReport",
    "title": {
      "id": "Dxvw2H",
      "message": "Strike Report"
    }
  },
  {
    "id": "strikeReportOld",
    "file": "strikeReportOld",
    "menuItem": "strikeReportOld",
    "title": {
      "id": "tZQ3KV",
      "message": "Strike Report (Old)"
    }
  },
  {
    "id": "strikeResult",
    "file": "strikeSummaries",
    "menuItem": "strikeReport",
    "path": "/report/strike/result",
    "title": {
      "id": "eZo3R6",
      "message": "Strikes By Result"
    }
  },
  {
    "id": "subShare",
    "file": "subShare",
    "menuItem": "subShare",
    "title": {
      "id": "snJrw7",
      "message": "Sub Share"
    }
  },
  {
    "id": "summaryReport",
    "file": "summaryReport",
    "menuItem": "summaryReport",
    "title": {
      "id": "9yqBMG",
      "message": "Summary Report"
    }
  },
  {
    "id": "throwNumbers",
    "file": "throwNumbers",
    "menuItem": "throwNumber",
    "title": {
      "id": "japMY4",
      "message": "Throw Number"
    }
  },
  {
    "id": "viewTickets",
    "file": "viewTickets",
    "menuItem": "viewTickets",
    "title": {
      "id": "FSvWdM",
      "message": "View Tickets"
    }
  }
];
