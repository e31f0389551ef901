#!/usr/bin/python3
"""A Qt 5 window for the desktop source's tests: a button, a check box, a slider, an entry and a
three-line editor (QPlainTextEdit). Prints what the user did to stdout, one line each."""
import sys
from PyQt5.QtWidgets import QApplication, QWidget, QVBoxLayout, QPushButton, QCheckBox, QSlider, QLineEdit, QPlainTextEdit
from PyQt5.QtCore import Qt

app = QApplication(sys.argv)
window = QWidget()
window.setWindowTitle(sys.argv[1] if len(sys.argv) > 1 else "Desktop Test Qt5")
layout = QVBoxLayout(window)


def say(line):
    print(line, flush=True)


start = QPushButton("Start")
start.clicked.connect(lambda: say("clicked Start"))
layout.addWidget(start)
bold = QCheckBox("Bold")
bold.setChecked(True)
layout.addWidget(bold)
volume = QSlider(Qt.Horizontal)
volume.setAccessibleName("Volume")
volume.setRange(0, 100)
volume.setSingleStep(5)
volume.setValue(40)
volume.valueChanged.connect(lambda v: say("volume %d" % v))
layout.addWidget(volume)
name = QLineEdit("Hello world")
name.setAccessibleName("Name")
layout.addWidget(name)
notes = QPlainTextEdit("First note\nSecond note\nThird note")
notes.setAccessibleName("Notes")
notes.setTabChangesFocus(True)
notes.cursorPositionChanged.connect(lambda: say("notes caret %d" % notes.textCursor().position()))
layout.addWidget(notes)
window.show()
start.setFocus()
say("ready")
sys.exit(app.exec_())
