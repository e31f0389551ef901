"""What the Taiwan standard says and the generator's sources get wrong: curated facts, each with
where it comes from.

The sources of `generate.py` are an input method's phrases (libchewing, which records the tones
people type), a mainland word list moved to Taiwan readings (Terra Pinyin) and Unihan. On real
Taiwanese text (the zh_TW gettext catalogs, the seed articles; `measure.py`) their misses gather in
a handful of everyday characters. The facts below fix those, and only those that were measured.

Sources of the facts (facts of a dictionary and of a braille code are free to use; no table or
output of another braille translator is a source here):

- MOE: the Ministry of Education's Revised Mandarin Chinese Dictionary (教育部《重編國語辭典修訂本》)
  and its Table of Characters with Several Readings (《國語一字多音審訂表》, 2012), the Taiwan
  standard for readings.
- 8-dot practice: Taiwan's computer braille for Chinese writes the pronouns that sound alike with
  a mark of dot 7 (masculine or general) or dot 8 (feminine, divine) on one cell, so that a reader
  tells 他 from 她 (issue 14 of this project, from Taiwanese braille practice).
"""

from __future__ import annotations

from chewing import INITIALS, Syllable

_TONES = {"ˊ": 2, "ˇ": 3, "ˋ": 4}


def zhuyin(text: str) -> Syllable:
    """A syllable written in Zhuyin with its tone mark: `ㄍㄜˋ`, `˙ㄇㄜ` (neutral), `ㄅㄛ` (level)."""
    tone = 0
    if text.startswith("˙"):
        tone, text = 1, text[1:]
    elif text and text[-1] in _TONES:
        tone, text = _TONES[text[-1]], text[:-1]
    initial = text[0] if text and text[0] in INITIALS else ""
    return Syllable(initial, text[len(initial):], tone)


def reading(text: str) -> tuple[Syllable, ...]:
    """A word's syllables, separated by spaces: `ㄕㄜˊ ˙ㄇㄜ`."""
    return tuple(zhuyin(s) for s in text.split())


# Characters with one Taiwan reading whatever the word (MOE), where the sources give another tone:
# the default, and the tone in every word that gives the character the same initial and rhyme.
UNIFORM = {
    "個": "ㄍㄜˋ",  # Taiwan braille (issue 14): ㄍㄜˋ also in 一個, 這個, where MOE and libchewing note ˙ㄍㄜ; 自個兒 below
    "儲": "ㄔㄨˊ",  # MOE: 儲 ㄔㄨˊ (儲存); the mainland reads chǔ
    "署": "ㄕㄨˋ",  # MOE: 署 ㄕㄨˋ (簽署, 部署)
    "擁": "ㄩㄥˇ",  # MOE: 擁 ㄩㄥˇ (擁有)
    "俄": "ㄜˋ",  # Taiwan usage: 俄 ㄜˋ (俄國, 俄勒岡); the MOE dictionary gives ㄜˊ
    "怎": "ㄗㄣˇ",  # MOE: 怎 ㄗㄣˇ (怎麼, 怎樣)
    "波": "ㄅㄛ",  # MOE: 波 ㄅㄛ (波浪, 波士尼亞)
    "較": "ㄐㄧㄠˋ",  # MOE: 較 ㄐㄧㄠˋ (比較, 較晚)
    "脈": "ㄇㄞˋ",  # MOE: 脈 ㄇㄞˋ (脈絡, 脈動, 山脈); ㄇㄛˋ only in 脈脈 (含情脈脈), a word below
    "偽": "ㄨㄟˋ",  # MOE: 偽 ㄨㄟˋ (偽造, 虛偽); the mainland reads wěi
    "楔": "ㄒㄧㄝ",  # Taiwan usage, MOE's second reading (楔形, 楔子; the dictionary's words have ㄒㄧㄝˋ)
    "誰": "ㄕㄟˊ",  # MOE: 誰 ㄕㄟˊ, the spoken reading, first (是誰, 誰的); ㄕㄨㄟˊ is the reading pronunciation
    "祂": "ㄊㄚ",  # MOE: 祂 ㄊㄚ, the pronoun of a deity (Unihan gives only ㄧˊ, a rare old reading)
}

# Characters whose usual reading in running text is another than the sources' default (MOE gives
# both readings; the words of the other reading come from the sources as before).
DEFAULTS = {
    "塞": "ㄙㄞˋ",  # MOE: 塞 ㄙㄞˋ in 要塞 and in place names (塞爾維亞; but 塞席爾 ㄙㄜˋ, a word); ㄙㄜˋ (堵塞, 阻塞) and ㄙㄞ (塞車) are words
    "沈": "ㄕㄣˇ",  # MOE: 沈 ㄕㄣˇ the surname (沈念, 沈先生); ㄔㄣˊ "sink" (沈默, 沈重) are words, and Taiwan writes 沉
    "播": "ㄅㄛˋ",  # MOE: 播 ㄅㄛˋ (播放, 廣播); dictionary words with ㄅㄛ (導播, 播音) come from the sources
    "括": "ㄍㄨㄚ",  # MOE: 括 ㄍㄨㄚ (包括, 括號); 括約肌 ㄎㄨㄛˋ is a word of the sources
    "期": "ㄑㄧˊ",  # MOE: 期 ㄑㄧˊ (日期, 星期); ㄐㄧ in 期年, 期月
    "扎": "ㄓㄚ",  # MOE: 扎 ㄓㄚ "prick", the first reading (扎針); ㄓㄚˊ (掙扎, 扎營) and ㄗㄚ (包扎) are words of the sources
    "應": "ㄧㄥ",  # should (應為, 應使用, 是否應); ㄧㄥˋ answer (應用, 回應, 對應) are words
    "處": "ㄔㄨˋ",  # place (此處, 結尾處, 衝突處); ㄔㄨˇ handle (處理, 處置) are words
    "為": "ㄨㄟˊ",  # be, as (成為, 設為, 視為, 以…為名); ㄨㄟˋ for (因為, 為了) are words
    "更": "ㄍㄥˋ",  # more (更多, 更詳細); ㄍㄥ change (更新, 更改, 變更) are words
    "將": "ㄐㄧㄤ",  # will, take (將名稱…); ㄐㄧㄤˋ general (將軍, 上將) are words
    "數": "ㄕㄨˋ",  # number (數字, 個數, 組數); ㄕㄨˇ count (數一數) is a word
    "載": "ㄗㄞˋ",  # carry, load (下載, 載入, 負載) and, MOE, record (記載, 轉載); ㄗㄞˇ year (一年半載)
    "什": "ㄕˊ",  # MOE: 什 ㄕˊ (什錦, 普什圖, 印古什); ㄕㄜˊ only in 什麼, a word above all others
    "喀": "ㄎㄚˋ",  # MOE: 喀 ㄎㄚˋ first (喀麥隆, 喀什米爾 in running text)
    "辱": "ㄖㄨˋ",  # MOE: 辱 ㄖㄨˋ (辱罵), ㄖㄨˇ only as 又音
    "埔": "ㄆㄨˇ",  # MOE: 埔 ㄆㄨˇ first (柬埔寨, 埔里)
    "長": "ㄔㄤˊ",  # MOE: 長 ㄔㄤˊ long, length, first (長按, 多長, 不夠長, 長位元組); ㄓㄤˇ chief, grow (校長, 成長, 長大) are words
    "切": "ㄑㄧㄝ",  # MOE: 切 ㄑㄧㄝ cut, divide, switch (切為, 切回, 切分成); ㄑㄧㄝˋ close, urgent (一切, 親切, 密切) are words
    "假": "ㄐㄧㄚˇ",  # false (為假, 假目標, 假設); ㄐㄧㄚˋ leave (放假, 假期, 請假) are words
}

# A reading that the sources give a character in many words and the dictionary only in the listed
# ones (MOE): in every other word it becomes the dictionary's reading of the character there.
ONLY_IN = {
    # MOE: 喀 ㄎㄚˋ in transliterations (喀麥隆, 喀布爾, 喀什米爾, 喀斯特); ㄎㄜˋ only in 喀喀, 喀血.
    "喀": ("ㄎㄜˋ", "ㄎㄚˋ", ("喀喀", "喀血")),
}

# Words the sources read otherwise (MOE), or do not list; each character keeps its own cells.
WORDS = {
    "什麼": "ㄕㄜˊ ˙ㄇㄜ",  # MOE 什麼 ㄕㄣˊ ˙ㄇㄜ or ㄕㄜˊ ˙ㄇㄜ; Taiwan says ㄕㄜˊ (issue 14)
    "為什麼": "ㄨㄟˋ ㄕㄜˊ ˙ㄇㄜ",
    "為什么": "ㄨㄟˋ ㄕㄜˊ ˙ㄇㄜ",
    "自個兒": "ㄗˋ ㄍㄜˇ ㄦˊ",  # MOE
    "鑰匙": "ㄧㄠˋ ˙ㄕ",  # MOE
    "給予": "ㄐㄧˇ ㄩˇ",  # MOE
    "供給": "ㄍㄨㄥ ㄐㄧˇ",  # MOE
    "從而": "ㄘㄨㄥˊ ㄦˊ",  # MOE
    "校驗": "ㄐㄧㄠˋ ㄧㄢˋ",  # check (MOE 校 ㄐㄧㄠˋ: 校對, 校正)
    "校正": "ㄐㄧㄠˋ ㄓㄥˋ",
    "校對": "ㄐㄧㄠˋ ㄉㄨㄟˋ",
    "校準": "ㄐㄧㄠˋ ㄓㄨㄣˇ",
    "法國": "ㄈㄚˋ ㄍㄨㄛˊ",  # MOE: 法 reads ㄈㄚˋ in 法國 only; 法語, 法文, 法郎 ㄈㄚˇ
    "法語": "ㄈㄚˇ ㄩˇ",
    "法文": "ㄈㄚˇ ㄨㄣˊ",
    "法郎": "ㄈㄚˇ ㄌㄤˊ",
    "亞塞拜然": "ㄧㄚˋ ㄙㄞˋ ㄅㄞˋ ㄖㄢˊ",  # Azerbaijan, MOE 塞 ㄙㄞˋ in place names
    "塞爾維亞": "ㄙㄞˋ ㄦˇ ㄨㄟˊ ㄧㄚˋ",
    "塞內加爾": "ㄙㄞˋ ㄋㄟˋ ㄐㄧㄚ ㄦˇ",
    "重新": "ㄔㄨㄥˊ ㄒㄧㄣ",  # MOE 重 ㄔㄨㄥˊ again: 重新, 重複, 重建
    "重定向": "ㄔㄨㄥˊ ㄉㄧㄥˋ ㄒㄧㄤˋ",
    "重定址": "ㄔㄨㄥˊ ㄉㄧㄥˋ ㄓˇ",
    "重設": "ㄔㄨㄥˊ ㄕㄜˋ",
    "重試": "ㄔㄨㄥˊ ㄕˋ",
    "重啟": "ㄔㄨㄥˊ ㄑㄧˇ",
    "重載": "ㄔㄨㄥˊ ㄗㄞˋ",
    "重做": "ㄔㄨㄥˊ ㄗㄨㄛˋ",
    "重置": "ㄔㄨㄥˊ ㄓˋ",
    "重整": "ㄔㄨㄥˊ ㄓㄥˇ",
    "重命名": "ㄔㄨㄥˊ ㄇㄧㄥˋ ㄇㄧㄥˊ",
    "重排": "ㄔㄨㄥˊ ㄆㄞˊ",
    "重算": "ㄔㄨㄥˊ ㄙㄨㄢˋ",
    "重連": "ㄔㄨㄥˊ ㄌㄧㄢˊ",
    "重寫": "ㄔㄨㄥˊ ㄒㄧㄝˇ",
    "重讀": "ㄔㄨㄥˊ ㄉㄨˊ",
    "重播": "ㄔㄨㄥˊ ㄅㄛˋ",
    "重開": "ㄔㄨㄥˊ ㄎㄞ",
    "記載": "ㄐㄧˋ ㄗㄞˋ",  # MOE: 載 ㄗㄞˋ also "record" (記載, 轉載, 刊載, 登載, 連載); ㄗㄞˇ "year" (一年半載)
    "轉載": "ㄓㄨㄢˇ ㄗㄞˋ",
    "刊載": "ㄎㄢ ㄗㄞˋ",
    "登載": "ㄉㄥ ㄗㄞˋ",
    "連載": "ㄌㄧㄢˊ ㄗㄞˋ",
    "下載": "ㄒㄧㄚˋ ㄗㄞˋ",  # MOE 下載 ㄒㄧㄚˋ ㄗㄞˋ; 載 ㄗㄞˋ carry, load
    "上載": "ㄕㄤˋ ㄗㄞˋ",
    "載入": "ㄗㄞˋ ㄖㄨˋ",
    "卸載": "ㄒㄧㄝˋ ㄗㄞˋ",
    "負載": "ㄈㄨˋ ㄗㄞˋ",
    "承載": "ㄔㄥˊ ㄗㄞˋ",
    "處理": "ㄔㄨˇ ㄌㄧˇ",  # MOE
    "重定位": "ㄔㄨㄥˊ ㄉㄧㄥˋ ㄨㄟˋ",
    "重定義": "ㄔㄨㄥˊ ㄉㄧㄥˋ ㄧˋ",
    "組數": "ㄗㄨˇ ㄕㄨˋ",  # number of groups (元組數)
    "項目的": "ㄒㄧㄤˋ ㄇㄨˋ ˙ㄉㄜ",  # 項目 + 的, not 目的 "purpose"
    "重定": "ㄔㄨㄥˊ ㄉㄧㄥˋ",  # MOE 重定 (重定基底 rebase)
    "行程": "ㄒㄧㄥˊ ㄔㄥˊ",  # MOE (背景行程 a background process)
    "很長": "ㄏㄣˇ ㄔㄤˊ",  # 長 ㄔㄤˊ long after a degree adverb: 很長, 太長, 最長, 較長, 過長
    "太長": "ㄊㄞˋ ㄔㄤˊ",
    "最長": "ㄗㄨㄟˋ ㄔㄤˊ",
    "較長": "ㄐㄧㄠˋ ㄔㄤˊ",
    "過長": "ㄍㄨㄛˋ ㄔㄤˊ",
    "長度": "ㄔㄤˊ ㄉㄨˋ",  # MOE
    "位元長": "ㄨㄟˋ ㄩㄢˊ ㄔㄤˊ",  # bit length
    "亂數": "ㄌㄨㄢˋ ㄕㄨˋ",  # random number (數 ㄕㄨˋ number)
    "遍數": "ㄅㄧㄢˋ ㄕㄨˋ",  # MOE
    "需要": "ㄒㄩ ㄧㄠˋ",  # MOE (also in 就需要, where a source has 要 ㄧㄠ)
    "屏幕": "ㄆㄧㄥˊ ㄇㄨˋ",  # MOE 屏 ㄆㄧㄥˊ screen
    "極大": "ㄐㄧˊ ㄉㄚˋ",  # MOE
    "在行動": "ㄗㄞˋ ㄒㄧㄥˊ ㄉㄨㄥˋ",  # 在 + 行動 'in action', not 在行 'expert at' + 動
    "包括": "ㄅㄠ ㄍㄨㄚ",  # Taiwan usage, as issue 14 asks (the MOE dictionary now gives ㄅㄠ ㄎㄨㄛˋ)
    "括號": "ㄍㄨㄚ ㄏㄠˋ",  # MOE
    "播放": "ㄅㄛˋ ㄈㄤˋ",  # MOE
    "主播": "ㄓㄨˇ ㄅㄛˋ",  # MOE
    "脈脈": "ㄇㄛˋ ㄇㄛˋ",  # MOE (含情脈脈)
    "堰塞": "ㄧㄢˋ ㄙㄜˋ",  # MOE (堰塞湖): 塞 ㄙㄜˋ block, beside the default ㄙㄞˋ
    "塞淵": "ㄙㄜˋ ㄩㄢ",  # MOE
    "括弧": "ㄍㄨㄚ ㄏㄨˊ",  # MOE
    "當下": "ㄉㄤ ㄒㄧㄚˋ",  # MOE
    "當成": "ㄉㄤˋ ㄔㄥˊ",  # MOE lists only ㄉㄤˋ (看成、認為); libchewing and liblouis read ㄉㄤ
    "當作": "ㄉㄤˋ ㄗㄨㄛˋ",  # MOE, as 當成
    "當做": "ㄉㄤˋ ㄗㄨㄛˋ",  # MOE, as 當成
    "提供給": "ㄊㄧˊ ㄍㄨㄥ ㄍㄟˇ",  # 提供 + 給 'provide to', not 供給 ㄐㄧˇ 'supply'
    "被覆蓋": "ㄅㄟˋ ㄈㄨˋ ㄍㄞˋ",  # 被 + 覆蓋 'is overwritten', not 被覆 ㄆㄧ 'cover'
    "更年輕": "ㄍㄥˋ ㄋㄧㄢˊ ㄑㄧㄥ",  # 更 + 年輕 'younger', not 更年 (更年期)
    "數量了": "ㄕㄨˋ ㄌㄧㄤˋ ˙ㄌㄜ",  # 數量 + 了, not 量了 ㄌㄧㄤˊ 'measured'
    "出使用": "ㄔㄨ ㄕˇ ㄩㄥˋ",  # 辨識出 + 使用者, not 出使 'go on a mission'
    "需要時": "ㄒㄩ ㄧㄠˋ ㄕˊ",  # 需要 + 時, not 要時
    "需要功": "ㄒㄩ ㄧㄠˋ ㄍㄨㄥ",  # 需要 + 功能, not 要功 'claim credit'
    "不為": "ㄅㄨˋ ㄨㄟˊ",  # is not (不為空, 不為 0, 不為所動); for the sake of in the word below
    "不為五斗米": "ㄅㄨˋ ㄨㄟˋ ㄨˇ ㄉㄡˇ ㄇㄧˇ",  # MOE (不為五斗米折腰)
    "改為": "ㄍㄞˇ ㄨㄟˊ",  # change to (改為我), not 為此 ㄨㄟˋ after it
    "設定為": "ㄕㄜˋ ㄉㄧㄥˋ ㄨㄟˊ",  # set to (設定為此 MIME)
    "假設為": "ㄐㄧㄚˇ ㄕㄜˋ ㄨㄟˊ",  # assume to be (假設為此刻)
    "加入為": "ㄐㄧㄚ ㄖㄨˋ ㄨㄟˊ",  # add as (加入為子模組)
    "點數": "ㄉㄧㄢˇ ㄕㄨˋ",  # MOE: the number of points (字型點數, 觸控點數); ㄕㄨˇ is to count them
    "沈沈": "ㄔㄣˊ ㄔㄣˊ",  # MOE: 沈 "sink, heavy" ㄔㄣˊ (沈沈, 破釜沈舟); the surname is the default
    "沈舟": "ㄔㄣˊ ㄓㄡ",
    "沈淀": "ㄔㄣˊ ㄉㄧㄢˋ",  # 沈澱 with the simplified 淀 of mixed text
    "差點兒": "ㄔㄚˋ ㄉㄧㄢˇ ㄦˊ",  # MOE: 差 "almost" ㄔㄚˋ (差點, 差不多)
    "廣播": "ㄍㄨㄤˇ ㄅㄛˋ",  # MOE
    "什么": "ㄕㄜˊ ˙ㄇㄜ",  # the simplified 麼 of mixed text (Unihan kTraditionalVariant of 么: 麼);
    "这么": "ㄓㄜˋ ˙ㄇㄜ",  # 么 alone stays ㄧㄠ, 'youngest' (么子)
    "怎么": "ㄗㄣˇ ˙ㄇㄜ",
    "那么": "ㄋㄚˋ ˙ㄇㄜ",
    "多么": "ㄉㄨㄛ ˙ㄇㄜ",
    "長時間": "ㄔㄤˊ ㄕˊ ㄐㄧㄢ",  # 長 ㄔㄤˊ long in running text; ㄓㄤˇ (chief, grow) stays the default
    "長式": "ㄔㄤˊ ㄕˋ",
    "長版": "ㄔㄤˊ ㄅㄢˇ",
    "長寬": "ㄔㄤˊ ㄎㄨㄢ",
    "長節段": "ㄔㄤˊ ㄐㄧㄝˊ ㄉㄨㄢˋ",
    "頁長": "ㄧㄝˋ ㄔㄤˊ",
    "夠長": "ㄍㄡˋ ㄔㄤˊ",
    "再長": "ㄗㄞˋ ㄔㄤˊ",
    "長名稱": "ㄔㄤˊ ㄇㄧㄥˊ ㄔㄥ",
    "長整數": "ㄔㄤˊ ㄓㄥˇ ㄕㄨˋ",
    "長格式": "ㄔㄤˊ ㄍㄜˊ ㄕˋ",
    "長選項": "ㄔㄤˊ ㄒㄩㄢˇ ㄒㄧㄤˋ",
    "長字串": "ㄔㄤˊ ㄗˋ ㄔㄨㄢˋ",
    "長邊": "ㄔㄤˊ ㄅㄧㄢ",
    "鏈長": "ㄌㄧㄢˋ ㄔㄤˊ",
    "列長": "ㄌㄧㄝˋ ㄔㄤˊ",
    "字符長": "ㄗˋ ㄈㄨˊ ㄔㄤˊ",
    "選中": "ㄒㄩㄢˇ ㄓㄨㄥ",  # selected (issue 14: 中 level tone as Taiwan reads it)
    "映射中": "ㄧㄥˋ ㄕㄜˋ ㄓㄨㄥ",  # "in the mapping", not 射中 "hit the target"
    "應該": "ㄧㄥ ㄍㄞ",  # MOE
    "應當": "ㄧㄥ ㄉㄤ",
    "分割": "ㄈㄣ ㄍㄜ",  # MOE
    # Words the MOE dictionary reads otherwise than the sources (checked against the dictionary's
    # data, on the words of the development half that brl read otherwise).
    "步伐": "ㄅㄨˋ ㄈㄚ",
    "洋涇浜": "ㄧㄤˊ ㄐㄧㄥ ㄅㄤ",
    "柬埔寨": "ㄐㄧㄢˇ ㄆㄨˇ ㄓㄞˋ",  # 埔 ㄆㄨˇ (MOE), also in the word
    "被覆": "ㄅㄟˋ ㄈㄨˋ",
    "出使": "ㄔㄨ ㄕˇ",
    "顯露": "ㄒㄧㄢˇ ㄌㄨˋ",
    "義行": "ㄧˋ ㄒㄧㄥˋ",
    "混淆": "ㄏㄨㄣˋ ㄧㄠˊ",
    "參與": "ㄘㄢ ㄩˋ",
    "侗語": "ㄉㄨㄥˋ ㄩˇ",
    "一分": "ㄧ ㄈㄣ",
    # Words of the sources whose reading is none of the dictionary's (checked against its data):
    # 場 ㄔㄤˊ in 場合 (the sources' ㄔㄤˇ is the character's default); 教 ㄐㄧㄠˋ in 教學 (also in
    # 宗教學, 補救教學); 調 ㄉㄧㄠˋ and 校 ㄒㄧㄠˋ in 調校; 載 ㄗㄞˋ in 覆載; 甚麼 ㄕㄣˊ (ㄕㄜˊ is its
    # 又音; 什麼 keeps ㄕㄜˊ, as issue 14 asks).
    "場合": "ㄔㄤˊ ㄏㄜˊ",
    "教學": "ㄐㄧㄠˋ ㄒㄩㄝˊ",
    "調校": "ㄉㄧㄠˋ ㄒㄧㄠˋ",
    "覆載": "ㄈㄨˋ ㄗㄞˋ",
    "甚麼": "ㄕㄣˊ ˙ㄇㄜ",
    # Words that say which sense a character has in running text of the development half.
    "做為": "ㄗㄨㄛˋ ㄨㄟˊ",  # as (MOE 作為 ㄗㄨㄛˋ ㄨㄟˊ; 做為 is its common spelling)
    "為名": "ㄨㄟˊ ㄇㄧㄥˊ",  # 以 … 為名 'named after, under the name of': 為 "be, as"
    "得出": "ㄉㄜˊ ㄔㄨ",  # obtain, arrive at (計算得出, 得出結果): 得 ㄉㄜˊ at the start of a word
    "得來": "ㄉㄜˊ ㄌㄞˊ",  # obtained (收集得來的), as in 得來不易
    # Words kept whole so that a word starting inside them cannot take their last character
    # (running text of the development half): 任務 + 結構, not 務結; 背景 + 行程, not 景行.
    "任務": "ㄖㄣˋ ㄨˋ",
    "背景": "ㄅㄟˋ ㄐㄧㄥˇ",
    "出差異": "ㄔㄨ ㄔㄚ ㄧˋ",  # 找出 + 差異 'find the differences', not 出差 'business trip'
    "提供物": "ㄊㄧˊ ㄍㄨㄥ ㄨˋ",  # 提供 + 物件, not 供物 'offering'
    "有空值": "ㄧㄡˇ ㄎㄨㄥ ㄓˊ",  # 有 + 空值 'has a null value', not 有空 'has free time'
    "有空行": "ㄧㄡˇ ㄎㄨㄥ ㄏㄤˊ",  # 有 + 空行 'has an empty line'
    "空行": "ㄎㄨㄥ ㄏㄤˊ",  # an empty line (列印空行): 空 ㄎㄨㄥ empty, 行 ㄏㄤˊ line
    "直行為": "ㄓˊ ㄒㄧㄥˊ ㄨㄟˊ",  # 垂直 + 行為 'vertical behaviour', not 直行 'column'
    "列數": "ㄌㄧㄝˋ ㄕㄨˋ",  # the number of columns (縱列數), not 列數 'enumerate'
    "多少": "ㄉㄨㄛ ㄕㄠˇ",  # MOE
    "相符": "ㄒㄧㄤ ㄈㄨˊ",  # MOE
    "模糊": "ㄇㄛˊ ㄏㄨˊ",  # Taiwan's full tone (MOE notes ㄇㄛˊ ˙ㄏㄨ; the neutral-tone policy in generate.py)
    "長的": "ㄔㄤˊ ˙ㄉㄜ",  # long (十分長的); 成長的, 隊長的 keep their words
    "奧塞提亞": "ㄠˋ ㄙㄞˋ ㄊㄧˊ ㄧㄚˋ",  # Ossetia, MOE 塞 ㄙㄞˋ in place names
    "印古什": "ㄧㄣˋ ㄍㄨˇ ㄕˊ",  # Ingush, 什 ㄕˊ in transliteration
    "烏爾都": "ㄨ ㄦˇ ㄉㄨ",  # Urdu, 都 ㄉㄨ in place names (MOE: 首都, 成都)
    "幾內亞": "ㄐㄧˇ ㄋㄟˋ ㄧㄚˋ",  # Guinea: the dictionary has no entry for the name; 幾 takes its first reading, ㄐㄧˇ
    "亞利桑那": "ㄧㄚˋ ㄌㄧˋ ㄙㄤ ㄋㄚˋ",  # Arizona, 那 ㄋㄚˋ in transliteration
    "切分": "ㄑㄧㄝ ㄈㄣ",  # cut into parts (MOE 切 ㄑㄧㄝ cut)
    "鬆散": "ㄙㄨㄥ ㄙㄢˇ",  # MOE
    "東西": "ㄉㄨㄥ ㄒㄧ",  # MOE lists ㄉㄨㄥ ㄒㄧ and, for "thing", ㄉㄨㄥ ˙ㄒㄧ; Taiwan says and writes the full tone
    # Words the segmentation split against the dictionary (checked against its data for issue 27):
    # 相對應 "corresponding" as 相 + 對應 ㄉㄨㄟˋ ㄧㄥˋ (MOE), where it took 相對 + 應 (應 ㄧㄥ "ought
    # to"); 行高 "line height" ㄏㄤˊ ㄍㄠ, as MOE 行距 ㄏㄤˊ ㄐㄩˋ "line spacing" (整行 + 行高 read the
    # second 行 as "go").
    "相對應": "ㄒㄧㄤ ㄉㄨㄟˋ ㄧㄥˋ",
    "行高": "ㄏㄤˊ ㄍㄠ",
    # Kinds of leave named by Taiwan's labour laws (勞動基準法, 性別平等工作法): 假 ㄐㄧㄚˋ "leave",
    # beside the default ㄐㄧㄚˇ "false". 生理假, 育嬰假, 災防假 were found missing by the vectors.
    "生理假": "ㄕㄥ ㄌㄧˇ ㄐㄧㄚˋ",
    "育嬰假": "ㄩˋ ㄧㄥ ㄐㄧㄚˋ",
    "災防假": "ㄗㄞ ㄈㄤˊ ㄐㄧㄚˋ",
    "產檢假": "ㄔㄢˇ ㄐㄧㄢˇ ㄐㄧㄚˋ",
    "陪產假": "ㄆㄟˊ ㄔㄢˇ ㄐㄧㄚˋ",
    "家庭照顧假": "ㄐㄧㄚ ㄊㄧㄥˊ ㄓㄠˋ ㄍㄨˋ ㄐㄧㄚˋ",
    "特休假": "ㄊㄜˋ ㄒㄧㄡ ㄐㄧㄚˋ",
    "安胎假": "ㄢ ㄊㄞ ㄐㄧㄚˋ",
}

# A listed word reads the same inside the longer words of the sources (什麼 in 什麼地方, 鑰匙 in
# 鑰匙圈, 亞塞拜然 in 亞塞拜然共和國).

# Words with their MOE reading that, unlike WORDS, leave the longer words of the sources as they
# are, because there the characters read otherwise (不應 "should not", but 供不應求, 叫天不應 "answer").
WORDS_ALONE = {
    "不應": "ㄅㄨˋ ㄧㄥ",  # should not (不應包含, 不應出現); 應 ㄧㄥˋ answer in 供不應求, 心不應口
}

# Context entries (issue 27): a word of the sources (the key's first part) together with the word
# that follows it, where the pair reads otherwise than the word alone. Each is a word of the table
# that weighs as the word it overrides, so that the pair wins over that word plus its neighbour
# (有空的 "has an empty …" against 有空 "free time" + 的). Chosen from the development half, where
# 有空 occurs 12 times and never as "free time" (有空的名稱, 有空白, 有空格, 有空檔名, 所有空白); the
# free-time sense keeps its reading before 的 where the next words show it (有空的時候, 有空的話).
CONTEXT = {
    "有空的": ("有空", "ㄧㄡˇ ㄎㄨㄥ ˙ㄉㄜ"),  # 有空的名稱 'an empty name', 有空的 exportstr
    "有空的時候": ("有空", "ㄧㄡˇ ㄎㄨㄥˋ ˙ㄉㄜ ㄕˊ ㄏㄡˋ"),  # 'when (one) is free'
    "有空的話": ("有空", "ㄧㄡˇ ㄎㄨㄥˋ ˙ㄉㄜ ㄏㄨㄚˋ"),  # 'if (one) is free'
}

# Words of the sources that longest match finds where running text almost always has two words:
# they are left out, so the characters read by themselves.
NOT_WORDS = {
    "這會": "這會影響…: 這 + 會 'this will', not 這會兒 'this moment'",
    "中都": "…中都有…: 中 + 都 'all in', not 中都 'middle capital'",
    "得用": "獲得 + 用法: 得 here is not 'must'",
    "都會": "每周都會…: 都 + 會 'all will'; 都會區 'metropolitan area' stays a word",
    "行檔": "執行 + 檔案, not a word",
    "將名": "將 + 名稱 'take the name'",
    "定分": "指定 + 分隔符",
    "生相": "發生 + 相依",
    "數過": "組數 + 過大 'the number is too big'",
    "量過": "格量 + 過大",
    "分長": "十分 + 長的 'very long'",
    "多長": "多 + 長 'how long' (多長的時間), not 多長 ㄓㄤˇ 'grow more'",
    "能將": "不能 + 將 'cannot take', not 能將 'an able general'",
    "有數": "有 + 數字 'has digits'",
    "數來": "進位數 + 來",
    "中選": "設定中 + 選擇 'choose in the settings', not 中選 'be elected'",
    "中簽": "提交中 + 簽名",
    "中用": "…中 + 用到",
    "射的": "映射 + 的",
    "標的": "指標 / 游標 + 的; the investment target 標的 is rare in running text",
    "交分": "提交 + 分離",
    "隨分": "隨 + 分隔元件",
    "本相": "紙本 + 相同",
    "是處": "是 + 處理 'is handling'",
    "放屏": "縮放 + 屏幕",
    "有當": "只有 + 當 'only when', not 有當 'appropriate'",
    "引分": "索引 + 分割 'index split'",
    "小相": "大小 + 相符 / 相同 'the size matches'",
    "性相": "…性 + 相關 'sex-related'",
    "下相": "底下 + 相關",
    "多相": "更多 + 相關 'more related'",
    "定相": "指定 + 相交",
    "數上": "字數 / 列數 + 上限 / 上",
    "會中": "會 + 中止 'will abort'",
    "中箭": "方塊中 + 箭頭 'the arrow in the box'",
    "多不": "太多 + 不能 'too many to'",
    "多美": "聖多美 (São Tomé): 多 ㄉㄨㄛ",
    "非當": "非 + 當下 'not current'",
    "中將": "…中 + 將 'will … in …', not 中將 'lieutenant general'",
    "將指": "將 + 指定 / 指令 'take the given …', not 將指 'middle finger'",
    "望子": "期望 + 子模組 'expect a submodule', not 望子 'hope for a son' (望子成龍 stays a word)",
    "從子": "從 + 子程序 / 子目錄 'from the subprocess', not 從子 'nephew'",
    "間有": "之間 + 有 'there is … between', not 間有 'now and then'",
    "看更": "查看 + 更多 'see more', not 看更 'keep the night watch'",
    "值更": "該值 + 更小 'the value is smaller', not 值更 'be on night duty'",
    "數出": "參數 + 出現 'the parameter appears', not 數出 'count out'",
    "數給": "引數 + 給 'the arguments to'",
    "地分": "目的地 + 分支 'the destination branch', not 地分 'the lie of the land'",
    "自分": "各自 + 分離 'each separated'",
    "多分": "更多 + 分支 'more branches'",
    "加給": "加 + 給 'add to' (加給 GTK), not 加給 'an allowance'",
    "請給": "請 + 給出 'please give'",
    "那一": "那 + 一 'that one' (那一類, 那一點): 那 ㄋㄚˋ, not ㄋㄚˇ 'which'",
    "後傳": "關閉後 + 傳送 'send after closing', not 後傳 'sequel'",
    "略傳": "忽略 + 傳回值 'ignore the return value', not 略傳 'short biography'",
    "刻起": "時刻 + 起 'from the moment'",
    "全為": "全 + 為 'all are' (全為零, 全為真): 為 ㄨㄟˊ 'be', not libchewing's 全為 ㄨㄟˋ 'entirely for' (MOE has no such word)",
}

# The pronouns that sound alike, told apart by a dot on one cell (8-dot practice): the character,
# the index of the cell (0 initial, 1 rhyme) and the dot. 它 stays unmarked.
PRONOUN_MARKS = {
    "你": (0, "7"),
    "妳": (0, "8"),
    "他": (0, "7"),
    "她": (0, "8"),
    "牠": (1, "7"),
    "祂": (1, "8"),
}


def marked(ch: str, cells: tuple[str, ...]) -> tuple[str, ...]:
    """A character's cells with its pronoun mark, if it has one."""
    mark = PRONOUN_MARKS.get(ch)
    if mark is None:
        return cells
    index, dot = mark
    return cells[:index] + ("".join(sorted(cells[index] + dot)),) + cells[index + 1:]
